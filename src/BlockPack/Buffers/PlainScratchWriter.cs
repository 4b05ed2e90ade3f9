using System;
using System.Buffers;

namespace BlockPack.Buffers
{
    /// <summary>
    /// The buffer of a plain <c>Serialize&lt;T&gt;</c> to a byte array: the first 64 KB go into one pooled array this
    /// thread keeps, so a small value costs one array write and one copy into the result; a longer value moves on into a
    /// <see cref="SegmentedBuffer"/>, which takes the filled array over as its first segment (no copy, the same 64 KB
    /// segment boundaries as writing there from the start).
    /// </summary>
    /// <remarks>
    /// Renting a <see cref="SegmentedBuffer"/> and resetting it costs about 20 ns (its two thread slots, its segment
    /// list, the diagnostics counters), a third of a 3-member object's whole serialize (docs/benchmarks.md, "Tiny
    /// plain"); this writer's rent and return are a thread-static read and two writes. Not thread-safe: one per thread,
    /// taken out of the slot while in use, so a formatter serializing another value to an array meanwhile gets its own.
    /// </remarks>
    internal sealed class PlainScratchWriter : IBufferWriter<byte>
    {
        [ThreadStatic]
        private static PlainScratchWriter? threadCached;

        private byte[]? array;
        private int written;
        private int spanEnd;
        private SegmentedBuffer? spill;

        private PlainScratchWriter()
        {
        }

        /// <summary>Takes this thread's writer (or a new one when it is in use).</summary>
        /// <returns>The writer; give it back with <see cref="Return"/>.</returns>
        internal static PlainScratchWriter Rent()
        {
            PlainScratchWriter writer = threadCached ?? new PlainScratchWriter();
            threadCached = null;
            return writer;
        }

        /// <inheritdoc/>
        public void Advance(int count)
        {
            if (this.spill is not null)
            {
                this.spill.Advance(count);
                return;
            }

            if ((uint)count > (uint)(this.spanEnd - this.written))
            {
                throw new ArgumentOutOfRangeException(nameof(count), count, "Cannot advance past the end of the span last returned by GetSpan or GetMemory.");
            }

            this.written += count;
        }

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            if (this.spill is null && this.HasRoomFor(sizeHint))
            {
                this.spanEnd = SegmentPool.SegmentSize;
                return this.array.AsMemory(this.written, SegmentPool.SegmentSize - this.written);
            }

            return this.Spill().GetMemory(sizeHint);
        }

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0)
        {
            if (this.spill is null && this.HasRoomFor(sizeHint))
            {
                this.spanEnd = SegmentPool.SegmentSize;
                return this.array.AsSpan(this.written, SegmentPool.SegmentSize - this.written);
            }

            return this.Spill().GetSpan(sizeHint);
        }

        /// <summary>Copies everything written into a new array.</summary>
        /// <returns>The bytes.</returns>
        internal byte[] ToArray()
            => this.spill is not null ? this.spill.ToArray() : this.array.AsSpan(0, this.written).ToArray();

        /// <summary>Forgets what was written and gives the writer back to this thread (keeping its array).</summary>
        internal void Return()
        {
            this.spill?.Dispose();
            this.spill = null;
            this.written = 0;
            this.spanEnd = 0;
            threadCached = this;
        }

        private bool HasRoomFor(int sizeHint)
        {
            if (sizeHint < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(sizeHint), sizeHint, "The size hint cannot be negative.");
            }

            this.array ??= SegmentPool.Rent();
            return SegmentPool.SegmentSize - this.written >= Math.Max(sizeHint, 1);
        }

        private SegmentedBuffer Spill()
        {
            if (this.spill is null)
            {
                // The filled array becomes the buffer's first segment; the buffer returns it to the pool.
                this.spill = SegmentedBuffer.Rent();
                if (this.written > 0)
                {
                    this.spill.AppendFilled(this.array!, this.written);
                    this.array = null;
                }

                this.written = 0;
            }

            return this.spill;
        }
    }
}
