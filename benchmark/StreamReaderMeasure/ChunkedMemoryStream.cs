using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace StreamReaderMeasure
{
    /// <summary>
    /// Bytes in memory served at most <c>chunk</c> bytes per read, completing synchronously: the shape of a socket's
    /// reads without its latency, so the readers' own work is what gets timed.
    /// </summary>
    internal sealed class ChunkedMemoryStream : Stream
    {
        private readonly byte[] data;
        private readonly int chunk;
        private int position;

        internal ChunkedMemoryStream(byte[] data, int chunk)
        {
            this.data = data;
            this.chunk = chunk;
        }

        public override bool CanRead => true;

        public override bool CanSeek => false;

        public override bool CanWrite => false;

        public override long Length => throw new NotSupportedException();

        public override long Position
        {
            get => throw new NotSupportedException();
            set => throw new NotSupportedException();
        }

        public override int Read(byte[] buffer, int offset, int count) => this.Read(buffer.AsSpan(offset, count));

        public override int Read(Span<byte> buffer)
        {
            int count = Math.Min(Math.Min(buffer.Length, this.chunk), this.data.Length - this.position);
            this.data.AsSpan(this.position, count).CopyTo(buffer);
            this.position += count;
            return count;
        }

        public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default) =>
            new ValueTask<int>(this.Read(buffer.Span));

        public override void Flush()
        {
        }

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();

        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }
}
