using System;
using System.Buffers;

namespace BlockPack.Buffers
{
    /// <summary>
    /// A per-thread 32-byte buffer writer that <see cref="MessagePackPrimitives"/> writes one token into, so that its
    /// <c>TryWrite…</c> methods share the writer's encodings and copy out only when the token fits the caller's span.
    /// </summary>
    internal sealed class TokenScratchWriter : IBufferWriter<byte>
    {
        // The longest token written through it: a timestamp96 (ext8 header of 3 bytes and 12 of data).
        private const int Capacity = 32;

        [ThreadStatic]
        private static TokenScratchWriter? current;

        private readonly byte[] buffer = new byte[Capacity];

        private TokenScratchWriter()
        {
        }

        /// <summary>Gets the bytes written since <see cref="Rent"/>.</summary>
        internal ReadOnlySpan<byte> Written => this.buffer.AsSpan(0, this.Count);

        private int Count { get; set; }

        /// <summary>Gets this thread's instance, emptied.</summary>
        internal static TokenScratchWriter Rent()
        {
            TokenScratchWriter writer = current ??= new TokenScratchWriter();
            writer.Count = 0;
            return writer;
        }

        /// <inheritdoc/>
        public void Advance(int count)
        {
            if (count < 0 || this.Count + count > Capacity)
            {
                throw new ArgumentOutOfRangeException(nameof(count));
            }

            this.Count += count;
        }

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0) => this.Remaining(sizeHint);

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0) => this.Remaining(sizeHint).Span;

        private Memory<byte> Remaining(int sizeHint)
        {
            if (sizeHint > Capacity - this.Count)
            {
                throw new InvalidOperationException("A single MessagePack token never needs more than 32 bytes.");
            }

            return this.buffer.AsMemory(this.Count);
        }
    }
}
