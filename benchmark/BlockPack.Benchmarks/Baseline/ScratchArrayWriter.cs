using System;
using System.Buffers;

namespace BlockPack.Benchmarks.Baseline
{
    /// <summary>
    /// The output side of MessagePack-CSharp's <c>Serialize&lt;T&gt;(T)</c> returning <c>byte[]</c>, re-implemented:
    /// writes go to a thread-static 64 KB array; the first request that does not fit moves what was written into a
    /// sequence rented from the pool (one copy) and writing continues there; the result is copied into a new array.
    /// </summary>
    /// <remarks>Part of the baseline; not the real library. One instance per thread, reused.</remarks>
    internal sealed class ScratchArrayWriter : IBufferWriter<byte>
    {
        private const int ScratchSize = 64 * 1024;

        [ThreadStatic]
        private static ScratchArrayWriter? threadInstance;

        private readonly byte[] scratch = new byte[ScratchSize];
        private int written;
        private BaselineSequence? spilled;

        /// <summary>Gets this thread's writer, empty.</summary>
        /// <returns>The writer; call <see cref="Release"/> when done.</returns>
        internal static ScratchArrayWriter Acquire()
        {
            ScratchArrayWriter writer = threadInstance ??= new ScratchArrayWriter();
            writer.written = 0;
            return writer;
        }

        /// <inheritdoc/>
        public void Advance(int count)
        {
            if (this.spilled is not null)
            {
                this.spilled.Advance(count);
                return;
            }

            if ((uint)count > (uint)(this.scratch.Length - this.written))
            {
                throw new ArgumentOutOfRangeException(nameof(count));
            }

            this.written += count;
        }

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            if (this.spilled is null && this.scratch.Length - this.written >= Math.Max(sizeHint, 1))
            {
                return this.scratch.AsMemory(this.written);
            }

            return this.Spill().GetMemory(sizeHint);
        }

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0)
        {
            if (this.spilled is null && this.scratch.Length - this.written >= Math.Max(sizeHint, 1))
            {
                return this.scratch.AsSpan(this.written);
            }

            return this.Spill().GetSpan(sizeHint);
        }

        /// <summary>Copies everything written into a new array of exactly that length.</summary>
        /// <returns>The bytes.</returns>
        internal byte[] ToArray()
            => this.spilled is null ? this.scratch.AsSpan(0, this.written).ToArray() : this.spilled.AsReadOnlySequence().ToArray();

        /// <summary>Returns the spilled sequence, if any, to the pool.</summary>
        internal void Release()
        {
            if (this.spilled is not null)
            {
                BaselineSequencePool.Shared.Return(this.spilled);
                this.spilled = null;
            }

            this.written = 0;
        }

        private BaselineSequence Spill()
        {
            if (this.spilled is null)
            {
                BaselineSequence sequence = BaselineSequencePool.Shared.Rent();
                Span<byte> destination = sequence.GetSpan(this.written);
                this.scratch.AsSpan(0, this.written).CopyTo(destination);
                sequence.Advance(this.written);
                this.spilled = sequence;
            }

            return this.spilled;
        }
    }
}
