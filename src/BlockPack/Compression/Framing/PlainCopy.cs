using System;
using System.Buffers;
using BlockPack.Buffers;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Copies bytes to a writer as they are, in pieces no larger than a segment: how plain output (a value not worth
    /// framing, or a framing the savings rule rejected) and an <c>Lz4Block</c> joined from pieces reach the destination.
    /// </summary>
    internal static class PlainCopy
    {
        /// <summary>Copies <paramref name="plain"/> to <paramref name="output"/>.</summary>
        /// <param name="plain">The bytes.</param>
        /// <param name="output">The destination.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output)
        {
            // The common case: a short message in one segment, copied with one GetSpan/Advance pair.
            if (plain.IsSingleSegment && plain.Length <= SegmentPool.SegmentSize)
            {
                ReadOnlySpan<byte> only = plain.First.Span;
                only.CopyTo(output.GetSpan(only.Length));
                output.Advance(only.Length);
                return;
            }

            foreach (ReadOnlyMemory<byte> memory in plain)
            {
                ReadOnlySpan<byte> source = memory.Span;
                while (!source.IsEmpty)
                {
                    Span<byte> destination = output.GetSpan(Math.Min(source.Length, SegmentPool.SegmentSize));
                    int count = Math.Min(destination.Length, source.Length);
                    source.Slice(0, count).CopyTo(destination);
                    output.Advance(count);
                    source = source.Slice(count);
                }
            }
        }
    }
}
