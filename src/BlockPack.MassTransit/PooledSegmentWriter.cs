using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.MassTransit
{
    /// <summary>
    /// An <see cref="IBufferWriter{T}"/> over 64 KB arrays rented from <see cref="ArrayPool{T}.Shared"/>: a body of
    /// any size is written without one array of its size, so nothing lands on the Large Object Heap (its threshold is
    /// 85,000 bytes). Not thread safe; <see cref="Dispose"/> returns the segments.
    /// </summary>
    internal sealed class PooledSegmentWriter : IBufferWriter<byte>, IDisposable
    {
        /// <summary>The size of a pooled segment: the pool's 64 KB bucket, below the Large Object Heap threshold.</summary>
        internal const int SegmentSize = 64 * 1024;

        /// <summary>The largest single request served: BlockPack asks for at most an LZ4 block's worst case at once.</summary>
        private const int LargestRequest = 80 * 1024;

        private readonly List<(byte[] Array, int Used, bool Pooled)> segments = new List<(byte[] Array, int Used, bool Pooled)>();
        private long length;

        /// <summary>Gets the number of bytes written.</summary>
        internal long Length => this.length;

        /// <inheritdoc/>
        public void Advance(int count)
        {
            int last = this.segments.Count - 1;
            if (count < 0 || last < 0 || this.segments[last].Used + count > this.segments[last].Array.Length)
            {
                throw new ArgumentOutOfRangeException(nameof(count), count, "Advanced past the span handed out.");
            }

            (byte[] array, int used, bool pooled) = this.segments[last];
            this.segments[last] = (array, used + count, pooled);
            this.length += count;
        }

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0) => this.Current(sizeHint);

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0) => this.Current(sizeHint).Span;

        /// <summary>Copies everything written to <paramref name="destination"/>, which must hold <see cref="Length"/> bytes.</summary>
        internal void CopyTo(Span<byte> destination)
        {
            int offset = 0;
            foreach ((byte[] array, int used, _) in this.segments)
            {
                array.AsSpan(0, used).CopyTo(destination.Slice(offset));
                offset += used;
            }
        }

        /// <summary>Gets the written bytes as a sequence over the segments (valid until <see cref="Dispose"/>).</summary>
        internal ReadOnlySequence<byte> AsSequence()
        {
            if (this.segments.Count == 0)
            {
                return ReadOnlySequence<byte>.Empty;
            }

            if (this.segments.Count == 1)
            {
                return new ReadOnlySequence<byte>(this.segments[0].Array, 0, this.segments[0].Used);
            }

            var first = new Segment(this.segments[0].Array.AsMemory(0, this.segments[0].Used), 0);
            Segment last = first;
            for (int i = 1; i < this.segments.Count; i++)
            {
                last = last.Append(this.segments[i].Array.AsMemory(0, this.segments[i].Used));
            }

            return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
        }

        /// <summary>Returns every pooled segment to the pool.</summary>
        public void Dispose()
        {
            foreach ((byte[] array, _, bool pooled) in this.segments)
            {
                if (pooled)
                {
                    ArrayPool<byte>.Shared.Return(array);
                }
            }

            this.segments.Clear();
            this.length = 0;
        }

        private Memory<byte> Current(int sizeHint)
        {
            if (sizeHint < 0 || sizeHint > LargestRequest)
            {
                throw new ArgumentOutOfRangeException(nameof(sizeHint), sizeHint, $"A single write of more than {LargestRequest} bytes is not supported.");
            }

            int wanted = Math.Max(sizeHint, 1);
            int last = this.segments.Count - 1;
            if (last >= 0 && this.segments[last].Array.Length - this.segments[last].Used >= wanted)
            {
                (byte[] array, int used, _) = this.segments[last];
                return array.AsMemory(used);
            }

            // A request beyond the pool's 64 KB bucket gets an array of its own size (still below the LOH threshold)
            // rather than the pool's next bucket, 128 KB, which would be a Large Object Heap array.
            (byte[] Array, int Used, bool Pooled) fresh = wanted <= SegmentSize
                ? (ArrayPool<byte>.Shared.Rent(SegmentSize), 0, true)
                : (new byte[wanted], 0, false);
            this.segments.Add(fresh);
            return fresh.Array.AsMemory();
        }

        /// <summary>One segment of the sequence <see cref="AsSequence"/> builds.</summary>
        private sealed class Segment : ReadOnlySequenceSegment<byte>
        {
            internal Segment(ReadOnlyMemory<byte> memory, long runningIndex)
            {
                this.Memory = memory;
                this.RunningIndex = runningIndex;
            }

            internal Segment Append(ReadOnlyMemory<byte> memory)
            {
                var next = new Segment(memory, this.RunningIndex + this.Memory.Length);
                this.Next = next;
                return next;
            }
        }
    }
}
