using System;
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>
    /// A forward-only stream over fixed bytes whose reads return at most as many bytes as a chunk-size rule allows,
    /// as a socket or pipe does. Reads complete synchronously, so a test's thread-local buffer counters see them all.
    /// It can refuse to be read past a given offset, which proves a reader stopped where a value ended.
    /// </summary>
    internal sealed class ChunkedReadStream : ReadOnlyForwardStream
    {
        private readonly byte[] data;
        private readonly Func<int, int> chunkSize;
        private int position;
        private int readCalls;

        /// <param name="data">The stream's contents.</param>
        /// <param name="chunkSize">Given the index of a read call, the most bytes that read may return (at least 1).</param>
        internal ChunkedReadStream(byte[] data, Func<int, int> chunkSize)
        {
            this.data = data;
            this.chunkSize = chunkSize;
            this.ReadableUpTo = data.Length;
        }

        /// <summary>Gets or sets the offset a read may not start at or past (before the end): reading there fails the test.</summary>
        internal int ReadableUpTo { get; set; }

        internal int BytesDelivered => this.position;

        internal bool IsDisposed { get; private set; }

        public override bool CanRead => !this.IsDisposed;

        /// <summary>A stream that returns one byte per read.</summary>
        internal static ChunkedReadStream OneByteAtATime(byte[] data) => new ChunkedReadStream(data, _ => 1);

        /// <summary>A stream whose reads return between 1 and <paramref name="maximum"/> bytes, from a seeded generator.</summary>
        internal static ChunkedReadStream RandomChunks(byte[] data, int seed, int maximum)
        {
            var random = new Random(seed);
            return new ChunkedReadStream(data, _ => random.Next(1, maximum + 1));
        }

        public override int Read(byte[] buffer, int offset, int count) => this.Read(buffer.AsSpan(offset, count));

        public override int Read(Span<byte> buffer)
        {
            if (this.IsDisposed)
            {
                throw new ObjectDisposedException(nameof(ChunkedReadStream));
            }

            if (this.position >= this.ReadableUpTo && this.position < this.data.Length)
            {
                throw new InvalidOperationException($"Read at offset {this.position}, past the {this.ReadableUpTo} bytes the test allows.");
            }

            int allowed = Math.Max(1, this.chunkSize(this.readCalls++));
            int count = Math.Min(Math.Min(buffer.Length, allowed), Math.Min(this.data.Length, this.ReadableUpTo) - this.position);
            count = Math.Max(count, 0);
            this.data.AsSpan(this.position, count).CopyTo(buffer);
            this.position += count;
            return count;
        }

        public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken)
        {
            cancellationToken.ThrowIfCancellationRequested();
            return Task.FromResult(this.Read(buffer.AsSpan(offset, count)));
        }

        public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
        {
            cancellationToken.ThrowIfCancellationRequested();
            return new ValueTask<int>(this.Read(buffer.Span));
        }


        protected override void Dispose(bool disposing)
        {
            this.IsDisposed = true;
            base.Dispose(disposing);
        }
    }
}
