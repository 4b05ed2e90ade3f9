using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Tests.Reader
{
    /// <summary>Builds <see cref="ReadOnlySequence{T}"/> inputs in the layouts the reader must handle alike.</summary>
    internal static class TestSequences
    {
        public static readonly Layout[] AllLayouts = { Layout.Contiguous, Layout.OneByteSegments, Layout.ThreeByteSegmentsWithEmptyOnes };

        public static ReadOnlySequence<byte> Create(string hex, Layout layout) => Create(Hex.Parse(hex), layout);

        public static ReadOnlySequence<byte> Create(byte[] data, Layout layout) => layout switch
        {
            Layout.Contiguous => new ReadOnlySequence<byte>(data),
            Layout.OneByteSegments => Split(data, 1, emptySegmentsBetween: false),
            Layout.ThreeByteSegmentsWithEmptyOnes => Split(data, 3, emptySegmentsBetween: true),
            _ => throw new ArgumentOutOfRangeException(nameof(layout)),
        };

        /// <summary>
        /// Splits data into linked segments. Each segment's memory is a window into a larger array padded with 0xc1
        /// (a code no valid data contains), so a reader that strays outside a segment's slice reads garbage and fails.
        /// </summary>
        public static ReadOnlySequence<byte> Split(byte[] data, int segmentLength, bool emptySegmentsBetween)
        {
            var chunks = new List<ReadOnlyMemory<byte>>();
            for (int start = 0; start < data.Length; start += segmentLength)
            {
                int length = Math.Min(segmentLength, data.Length - start);
                byte[] padded = new byte[length + 2];
                padded.AsSpan().Fill(0xc1);
                data.AsSpan(start, length).CopyTo(padded.AsSpan(1));
                chunks.Add(padded.AsMemory(1, length));
                if (emptySegmentsBetween)
                {
                    chunks.Add(ReadOnlyMemory<byte>.Empty);
                }
            }

            if (chunks.Count == 0)
            {
                return ReadOnlySequence<byte>.Empty;
            }

            if (chunks.Count == 1)
            {
                // ReadOnlySequence needs two distinct segment objects to be multi-segment; add an empty tail.
                chunks.Add(ReadOnlyMemory<byte>.Empty);
            }

            return SegmentedSequence.Create(chunks);
        }
    }
}
