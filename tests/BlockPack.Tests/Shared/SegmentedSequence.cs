using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Tests
{
    /// <summary>
    /// The one builder of multi-segment <see cref="ReadOnlySequence{T}"/>s for the tests, so readers and writers meet
    /// real segment boundaries. Each segment is exactly the memory given: no copy, so a caller can hand in windows of a
    /// padded array to catch reads outside a segment.
    /// </summary>
    internal static class SegmentedSequence
    {
        /// <summary>Links <paramref name="parts"/>, in order, into one sequence (one segment if there is one part).</summary>
        /// <param name="parts">The segments' memory; at least one.</param>
        /// <returns>A sequence over all of every part.</returns>
        internal static ReadOnlySequence<byte> Create(IReadOnlyList<ReadOnlyMemory<byte>> parts) => Create<byte>(parts);

        /// <summary>Links <paramref name="parts"/>, in order, into one sequence of any element type.</summary>
        /// <typeparam name="T">The element type.</typeparam>
        /// <param name="parts">The segments' memory; at least one.</param>
        /// <returns>A sequence over all of every part.</returns>
        internal static ReadOnlySequence<T> Create<T>(IReadOnlyList<ReadOnlyMemory<T>> parts)
        {
            var first = new Segment<T>(parts[0], 0);
            Segment<T> last = first;
            for (int i = 1; i < parts.Count; i++)
            {
                last = last.Append(parts[i]);
            }

            return new ReadOnlySequence<T>(first, 0, last, last.Memory.Length);
        }

        /// <summary>One segment per array.</summary>
        /// <param name="segments">The segments; at least one.</param>
        /// <returns>A sequence over all of every array.</returns>
        internal static ReadOnlySequence<byte> Of(params byte[][] segments)
        {
            var parts = new ReadOnlyMemory<byte>[segments.Length];
            for (int i = 0; i < segments.Length; i++)
            {
                parts[i] = segments[i];
            }

            return Create(parts);
        }

        /// <summary>
        /// Cuts <paramref name="data"/> into windows of <paramref name="segmentLength"/> bytes (the last may be
        /// shorter); empty data gives the empty sequence.
        /// </summary>
        /// <param name="data">The bytes.</param>
        /// <param name="segmentLength">The length of every segment but the last; positive.</param>
        /// <returns>The sequence.</returns>
        internal static ReadOnlySequence<byte> Chunked(byte[] data, int segmentLength)
        {
            if (data.Length == 0)
            {
                return ReadOnlySequence<byte>.Empty;
            }

            var parts = new List<ReadOnlyMemory<byte>>();
            for (int offset = 0; offset < data.Length; offset += segmentLength)
            {
                parts.Add(data.AsMemory(offset, Math.Min(segmentLength, data.Length - offset)));
            }

            return Create(parts);
        }

        /// <summary>Cuts <paramref name="data"/> before each offset in <paramref name="cuts"/>, taken in the order given.</summary>
        /// <param name="data">The bytes.</param>
        /// <param name="cuts">Ascending offsets inside <paramref name="data"/>.</param>
        /// <returns>The sequence.</returns>
        internal static ReadOnlySequence<byte> CutAt(byte[] data, params int[] cuts)
        {
            var parts = new List<ReadOnlyMemory<byte>>(cuts.Length + 1);
            int start = 0;
            foreach (int cut in cuts)
            {
                parts.Add(data.AsMemory(start, cut - start));
                start = cut;
            }

            parts.Add(data.AsMemory(start));
            return Create(parts);
        }

        private sealed class Segment<T> : ReadOnlySequenceSegment<T>
        {
            internal Segment(ReadOnlyMemory<T> memory, long runningIndex)
            {
                this.Memory = memory;
                this.RunningIndex = runningIndex;
            }

            internal Segment<T> Append(ReadOnlyMemory<T> memory)
            {
                var next = new Segment<T>(memory, this.RunningIndex + this.Memory.Length);
                this.Next = next;
                return next;
            }
        }
    }
}
