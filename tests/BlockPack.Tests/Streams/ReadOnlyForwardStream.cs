using System;
using System.IO;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>
    /// The part every test stream here shares: readable, not seekable, not writable, no length. Subclasses decide what
    /// a read returns.
    /// </summary>
    internal abstract class ReadOnlyForwardStream : Stream
    {
        public override bool CanRead => true;

        public override bool CanSeek => false;

        public override bool CanWrite => false;

        public override long Length => throw new NotSupportedException();

        public override long Position
        {
            get => throw new NotSupportedException();
            set => throw new NotSupportedException();
        }

        public override void Flush()
        {
        }

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();

        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }
}
