using System;
using System.Buffers;
using BlockPack.Internal;

namespace BlockPack.Buffers
{
    /// <summary>
    /// Passes a caller's <see cref="IBufferWriter{T}"/> to code that writes into the memory it returns (the compressors),
    /// checking that every span or memory is at least as long as asked for (and not empty), as MessagePack-CSharp
    /// checks it: a writer that breaks that contract is reported with <see cref="InvalidOperationException"/> instead of
    /// surfacing as an argument or index error deep inside a compressor. One instance is cached per thread.
    /// </summary>
    internal sealed class SizeCheckingBufferWriter : IBufferWriter<byte>
    {
        [ThreadStatic]
        private static SizeCheckingBufferWriter? cached;

        private IBufferWriter<byte>? inner;

        private SizeCheckingBufferWriter()
        {
        }

        /// <summary>Gets a checking wrapper around <paramref name="inner"/>; give it back with <see cref="Return"/>.</summary>
        /// <param name="inner">The caller's buffer writer.</param>
        /// <returns>The wrapper.</returns>
        internal static SizeCheckingBufferWriter Rent(IBufferWriter<byte> inner)
        {
            SizeCheckingBufferWriter writer = cached ?? new SizeCheckingBufferWriter();
            cached = null;
            writer.inner = inner;
            return writer;
        }

        /// <summary>Forgets the wrapped writer and caches this instance for the thread's next call.</summary>
        internal void Return()
        {
            this.inner = null;
            cached = this;
        }

        /// <inheritdoc/>
        public void Advance(int count) => this.inner!.Advance(count);

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            Memory<byte> memory = this.inner!.GetMemory(sizeHint);
            Check(memory.Length, sizeHint);
            return memory;
        }

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0)
        {
            Span<byte> span = this.inner!.GetSpan(sizeHint);
            Check(span.Length, sizeHint);
            return span;
        }

        private static void Check(int length, int sizeHint)
        {
            int required = Math.Max(sizeHint, 1);
            if (length < required)
            {
                ThrowHelper.ThrowBufferWriterReturnedTooLittle(required, length);
            }
        }
    }
}
