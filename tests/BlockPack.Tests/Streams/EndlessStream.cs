using System;
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>A stream that starts with given bytes and then never ends, producing zeros for as long as it is read. Reads complete synchronously.</summary>
    internal sealed class EndlessStream : ReadOnlyForwardStream
    {
        private readonly byte[] prefix;
        private long position;

        internal EndlessStream(byte[] prefix) => this.prefix = prefix;

        internal long BytesDelivered => this.position;

        public override int Read(byte[] buffer, int offset, int count) => this.Read(buffer.AsSpan(offset, count));

        public override int Read(Span<byte> buffer)
        {
            int fromPrefix = (int)Math.Max(0, Math.Min(buffer.Length, this.prefix.Length - this.position));
            this.prefix.AsSpan((int)Math.Min(this.position, this.prefix.Length), fromPrefix).CopyTo(buffer);
            buffer.Slice(fromPrefix).Clear();
            this.position += buffer.Length;
            return buffer.Length;
        }

        // Synchronous, so that the test's thread-local buffer counters see the reader's work.
        public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default) =>
            new ValueTask<int>(this.Read(buffer.Span));

        public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) =>
            Task.FromResult(this.Read(buffer.AsSpan(offset, count)));
    }
}
