using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// An <see cref="IBufferWriter{T}"/> made of 64 KB pooled chunks (below the Large Object Heap threshold), read back
    /// as a multi-segment <see cref="ReadOnlySequence{T}"/>: what a cache's own buffer looks like to a serializer,
    /// without the LOH arrays a growing single buffer would add to the measurement.
    /// </summary>
    internal sealed class ChunkedBufferWriter : IBufferWriter<byte>, IDisposable
    {
        private const int ChunkSize = 64 * 1024;
        private readonly List<(byte[] Array, int Length)> chunks = new();

        public void Advance(int count)
        {
            (byte[] array, int length) = this.chunks[^1];
            this.chunks[^1] = (array, length + count);
        }

        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            this.Ensure(sizeHint);
            (byte[] array, int length) = this.chunks[^1];
            return array.AsMemory(length);
        }

        public Span<byte> GetSpan(int sizeHint = 0) => this.GetMemory(sizeHint).Span;

        /// <summary>Gets the written bytes as one sequence over the chunks (no copy).</summary>
        public ReadOnlySequence<byte> ToSequence()
        {
            Segment? first = null, last = null;
            foreach ((byte[] array, int length) in this.chunks)
            {
                if (length == 0)
                {
                    continue;
                }

                var segment = new Segment(array.AsMemory(0, length), last is null ? 0 : last.RunningIndex + last.Memory.Length);
                if (last is null)
                {
                    first = segment;
                }
                else
                {
                    last.SetNext(segment);
                }

                last = segment;
            }

            return first is null ? ReadOnlySequence<byte>.Empty : new ReadOnlySequence<byte>(first, 0, last!, last!.Memory.Length);
        }

        public void Dispose()
        {
            foreach ((byte[] array, _) in this.chunks)
            {
                ArrayPool<byte>.Shared.Return(array);
            }

            this.chunks.Clear();
        }

        private void Ensure(int sizeHint)
        {
            int needed = Math.Max(sizeHint, 1);
            if (this.chunks.Count == 0 || this.chunks[^1].Array.Length - this.chunks[^1].Length < needed)
            {
                this.chunks.Add((ArrayPool<byte>.Shared.Rent(Math.Max(needed, ChunkSize)), 0));
            }
        }

        private sealed class Segment : ReadOnlySequenceSegment<byte>
        {
            public Segment(ReadOnlyMemory<byte> memory, long runningIndex)
            {
                this.Memory = memory;
                this.RunningIndex = runningIndex;
            }

            public void SetNext(Segment next) => this.Next = next;
        }
    }
}
