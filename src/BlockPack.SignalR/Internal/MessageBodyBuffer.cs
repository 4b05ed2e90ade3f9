using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.SignalR.Internal
{
    /// <summary>
    /// Holds one message body while it is written, because the framing puts the body's length in front of it. The body
    /// lives in chunks rented from <see cref="ArrayPool{T}.Shared"/>, at most 64 KB each unless one write asks for more,
    /// so a large message never needs one contiguous array (nor the Large Object Heap). One instance per thread, reused:
    /// writing a message never re-enters itself.
    /// </summary>
    internal sealed class MessageBodyBuffer : IBufferWriter<byte>
    {
        private const int FirstChunk = 4096;
        private const int LargestChunk = 64 * 1024;

        [ThreadStatic]
        private static MessageBodyBuffer? cached;

        private readonly List<(byte[] Array, int Used)> full = new();
        private byte[]? current;
        private int used;
        private long completedLength;

        /// <summary>Gets the bytes written so far.</summary>
        internal long Length => this.completedLength + this.used;

        /// <summary>Takes this thread's buffer (or a new one when it is in use further up the stack).</summary>
        /// <returns>An empty buffer; give it back with <see cref="Return"/>.</returns>
        internal static MessageBodyBuffer Rent()
        {
            MessageBodyBuffer? buffer = cached;
            cached = null;
            return buffer ?? new MessageBodyBuffer();
        }

        /// <summary>Returns the chunks to the pool and the buffer to this thread.</summary>
        internal void Return()
        {
            foreach ((byte[] array, _) in this.full)
            {
                ArrayPool<byte>.Shared.Return(array);
            }

            this.full.Clear();
            if (this.current is not null)
            {
                ArrayPool<byte>.Shared.Return(this.current);
                this.current = null;
            }

            this.used = 0;
            this.completedLength = 0;
            cached = this;
        }

        /// <inheritdoc/>
        public void Advance(int count)
        {
            if (count < 0 || this.current is null || count > this.current.Length - this.used)
            {
                throw new ArgumentOutOfRangeException(nameof(count), count, "Advanced past the memory handed out.");
            }

            this.used += count;
        }

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0) => this.Reserve(sizeHint).AsMemory(this.used);

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0) => this.Reserve(sizeHint).AsSpan(this.used);

        /// <summary>Copies the body to <paramref name="output"/>, in the output's own span sizes.</summary>
        /// <param name="output">The destination.</param>
        internal void CopyTo(IBufferWriter<byte> output)
        {
            foreach ((byte[] array, int count) in this.full)
            {
                output.Write(array.AsSpan(0, count));
            }

            if (this.current is not null)
            {
                output.Write(this.current.AsSpan(0, this.used));
            }
        }

        /// <summary>Copies the body to <paramref name="destination"/>, which holds at least <see cref="Length"/> bytes.</summary>
        /// <param name="destination">The destination.</param>
        internal void CopyTo(Span<byte> destination)
        {
            foreach ((byte[] array, int count) in this.full)
            {
                array.AsSpan(0, count).CopyTo(destination);
                destination = destination.Slice(count);
            }

            this.current?.AsSpan(0, this.used).CopyTo(destination);
        }

        private byte[] Reserve(int sizeHint)
        {
            int wanted = Math.Max(sizeHint, 1);
            if (this.current is not null && this.current.Length - this.used >= wanted)
            {
                return this.current;
            }

            if (this.current is not null)
            {
                this.full.Add((this.current, this.used));
                this.completedLength += this.used;
            }

            // Grow with the body so small messages take one small chunk and large ones few chunks.
            int size = (int)Math.Min(Math.Max(FirstChunk, this.completedLength), LargestChunk);
            this.current = ArrayPool<byte>.Shared.Rent(Math.Max(size, wanted));
            this.used = 0;
            return this.current;
        }
    }
}
