using System;
using System.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;
using BlockPack.Compression.Parallel;

namespace BlockPack.Compression
{
    /// <summary>Chooses between plain output and the two LZ4 framings for an already serialized value.</summary>
    internal static class Lz4Compressor
    {
        /// <summary>
        /// Writes <paramref name="plain"/> to <paramref name="output"/>: unchanged when it is shorter than
        /// <paramref name="minimumLength"/> or compression is off, otherwise in the requested framing (even if that
        /// is larger, as MessagePack-CSharp does, so both produce the same kind of output for the same settings).
        /// </summary>
        /// <param name="plain">The plain msgpack.</param>
        /// <param name="output">The destination.</param>
        /// <param name="compression">The framing.</param>
        /// <param name="minimumLength">MessagePackSerializerOptions.CompressionMinLength.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="blockChecksums">Whether to write the checked framing (MessagePackSerializerOptions.BlockChecksums).</param>
        /// <param name="level">MessagePackSerializerOptions.CompressionLevel.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, MessagePackCompression compression, int minimumLength, ILz4BlockCodec codec, bool blockChecksums = false, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
        {
            if (compression == MessagePackCompression.None || plain.Length < minimumLength || plain.IsEmpty)
            {
                CopyUnchanged(plain, output);
                return;
            }

            if (compression == MessagePackCompression.Lz4Block)
            {
                Lz4BlockWriter.Write(plain, output, codec, blockChecksums, level);
            }
            else if (blockChecksums)
            {
                BlockCompressionPipeline.WriteChecked(plain, output, codec, level);
            }
            else
            {
                Lz4BlockArrayWriter.Write(plain, output, codec, level);
            }
        }

        /// <summary>Copies bytes to <paramref name="output"/> as they are, in pieces no larger than a segment.</summary>
        /// <param name="plain">The bytes.</param>
        /// <param name="output">The destination.</param>
        internal static void CopyUnchanged(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output)
        {
            // The common case: a short message in one segment, copied with one GetSpan/Advance pair.
            if (plain.IsSingleSegment && plain.Length <= Buffers.SegmentPool.SegmentSize)
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
                    Span<byte> destination = output.GetSpan(Math.Min(source.Length, Buffers.SegmentPool.SegmentSize));
                    int count = Math.Min(destination.Length, source.Length);
                    source.Slice(0, count).CopyTo(destination);
                    output.Advance(count);
                    source = source.Slice(count);
                }
            }
        }
    }
}
