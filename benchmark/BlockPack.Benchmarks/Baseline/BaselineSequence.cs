using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Benchmarks.Baseline
{
    /// <summary>
    /// The growable segmented buffer MessagePack-CSharp rents from its SequencePool (Nerdbank.Streams'
    /// <c>Sequence&lt;byte&gt;</c>), re-implemented with the behaviour that matters for cost: every segment is an array
    /// of at least <see cref="MinimumSpanLength"/> bytes rented from a shared <see cref="ArrayPool{T}"/>, a request
    /// that does not fit the last segment's free space starts a new segment (the old one's tail stays unused), and
    /// <see cref="Reset"/> gives every array back.
    /// </summary>
    /// <remarks>Part of the baseline; not the real library. Not thread-safe.</remarks>
    internal sealed class BaselineSequence : IBufferWriter<byte>
    {
        /// <summary>MessagePack-CSharp's SequencePool sets this on every sequence it hands out (32 KB).</summary>
        internal const int MinimumSpanLength = 32 * 1024;

        private readonly ArrayPool<byte> arrayPool;
        private readonly List<Segment> segments = new List<Segment>();
        private readonly Stack<Segment> spare = new Stack<Segment>();
        private Segment? last;

        /// <summary>Initializes a new instance that rents its arrays from <paramref name="arrayPool"/>.</summary>
        /// <param name="arrayPool">The pool shared by all sequences of one SequencePool.</param>
        internal BaselineSequence(ArrayPool<byte> arrayPool) => this.arrayPool = arrayPool;

        /// <summary>Gets the number of bytes written.</summary>
        internal long Length
        {
            get
            {
                long total = 0;
                foreach (Segment segment in this.segments)
                {
                    total += segment.Written;
                }

                return total;
            }
        }

        /// <inheritdoc/>
        public void Advance(int count)
        {
            Segment? segment = this.last;
            if (count < 0 || (segment is null ? count != 0 : count > segment.Array!.Length - segment.Written))
            {
                throw new ArgumentOutOfRangeException(nameof(count));
            }

            if (segment is not null)
            {
                segment.Written += count;
            }
        }

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            Segment segment = this.SegmentWithRoom(sizeHint);
            return segment.Array.AsMemory(segment.Written);
        }

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0)
        {
            Segment segment = this.SegmentWithRoom(sizeHint);
            return segment.Array.AsSpan(segment.Written);
        }

        /// <summary>Gets the written bytes as a sequence over the segments (valid until the next write or reset).</summary>
        /// <returns>The sequence.</returns>
        internal ReadOnlySequence<byte> AsReadOnlySequence()
        {
            if (this.segments.Count == 0)
            {
                return ReadOnlySequence<byte>.Empty;
            }

            Segment first = this.segments[0];
            long runningIndex = 0;
            for (int i = 0; i < this.segments.Count; i++)
            {
                Segment segment = this.segments[i];
                segment.Link(runningIndex, i + 1 < this.segments.Count ? this.segments[i + 1] : null);
                runningIndex += segment.Written;
            }

            Segment end = this.segments[this.segments.Count - 1];
            return first == end
                ? new ReadOnlySequence<byte>(first.Array!, 0, first.Written)
                : new ReadOnlySequence<byte>(first, 0, end, end.Written);
        }

        /// <summary>Returns every array to the pool and empties the sequence.</summary>
        internal void Reset()
        {
            foreach (Segment segment in this.segments)
            {
                this.arrayPool.Return(segment.Array!);
                segment.Clear();
                this.spare.Push(segment);
            }

            this.segments.Clear();
            this.last = null;
        }

        private Segment SegmentWithRoom(int sizeHint)
        {
            int needed = Math.Max(sizeHint, 1);
            Segment? segment = this.last;
            if (segment is null || segment.Array!.Length - segment.Written < needed)
            {
                segment = this.spare.Count > 0 ? this.spare.Pop() : new Segment();
                segment.Assign(this.arrayPool.Rent(Math.Max(needed, MinimumSpanLength)));
                this.segments.Add(segment);
                this.last = segment;
            }

            return segment;
        }

        /// <summary>One rented array and how much of it is written; also the node of the read-only sequence.</summary>
        private sealed class Segment : ReadOnlySequenceSegment<byte>
        {
            internal byte[]? Array { get; private set; }

            internal int Written { get; set; }

            internal void Assign(byte[] array)
            {
                this.Array = array;
                this.Written = 0;
            }

            internal void Link(long runningIndex, Segment? next)
            {
                this.Memory = this.Array.AsMemory(0, this.Written);
                this.RunningIndex = runningIndex;
                this.Next = next;
            }

            internal void Clear()
            {
                this.Array = null;
                this.Written = 0;
                this.Memory = default;
                this.Next = null;
            }
        }
    }
}
