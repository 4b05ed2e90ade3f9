using System;
using System.Collections.Generic;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>A memory stream that records the size of every write, to show a payload went out in pieces.</summary>
    internal sealed class WriteRecordingStream : MemoryStream
    {
        internal List<int> WriteSizes { get; } = new List<int>();

        public override void Write(byte[] buffer, int offset, int count)
        {
            this.WriteSizes.Add(count);
            base.Write(buffer, offset, count);
        }

        public override void Write(ReadOnlySpan<byte> buffer)
        {
            this.WriteSizes.Add(buffer.Length);
            base.Write(buffer);
        }

        public override Task WriteAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken)
        {
            this.WriteSizes.Add(count);
            return base.WriteAsync(buffer, offset, count, cancellationToken);
        }

        public override ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default)
        {
            this.WriteSizes.Add(buffer.Length);
            return base.WriteAsync(buffer, cancellationToken);
        }
    }
}
