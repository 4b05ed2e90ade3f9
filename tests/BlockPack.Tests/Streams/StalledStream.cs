using System;
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>
    /// A stream that delivers its bytes and then, instead of ending, waits (like an idle socket) until more bytes are
    /// released with <see cref="Release"/> or the read is cancelled.
    /// </summary>
    internal sealed class StalledStream : ReadOnlyForwardStream
    {
        private readonly byte[] data;
        private readonly SemaphoreSlim released = new SemaphoreSlim(0);
        private int available;
        private int position;

        internal StalledStream(byte[] data, int initiallyAvailable)
        {
            this.data = data;
            this.available = initiallyAvailable;
        }

        /// <summary>Makes the rest of the data readable.</summary>
        internal void Release()
        {
            Volatile.Write(ref this.available, this.data.Length);
            this.released.Release();
        }

        public override async ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
        {
            while (this.position >= Volatile.Read(ref this.available) && this.position < this.data.Length)
            {
                await this.released.WaitAsync(cancellationToken).ConfigureAwait(false);
            }

            int count = Math.Min(buffer.Length, Volatile.Read(ref this.available) - this.position);
            this.data.AsMemory(this.position, count).CopyTo(buffer);
            this.position += count;
            return count;
        }

        public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) =>
            this.ReadAsync(buffer.AsMemory(offset, count), cancellationToken).AsTask();

        public override int Read(byte[] buffer, int offset, int count) => this.ReadAsync(buffer, offset, count, CancellationToken.None).GetAwaiter().GetResult();


        protected override void Dispose(bool disposing)
        {
            if (disposing)
            {
                this.released.Dispose();
            }

            base.Dispose(disposing);
        }
    }
}
