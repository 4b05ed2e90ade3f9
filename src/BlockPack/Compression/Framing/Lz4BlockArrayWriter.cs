using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Writes the <c>Lz4BlockArray</c> framing: one independent LZ4 block per 64 KB of plain msgpack, each
    /// compressed straight into the destination writer behind a bin32 header whose length is filled in afterwards.
    /// </summary>
    internal static class Lz4BlockArrayWriter
    {
        /// <summary>Compresses <paramref name="plain"/> into <paramref name="output"/>.</summary>
        /// <param name="plain">The plain msgpack; not empty.</param>
        /// <param name="output">The destination.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="level">The encoder's level.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, ILz4BlockCodec codec, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
        {
            uint blockCount = CountBlocks(plain, out uint lengthsSize);
            WriteHeader(output, blockCount, lengthsSize);
            WriteBlockSizes(plain, output);

            foreach (ReadOnlyMemory<byte> memory in plain)
            {
                ReadOnlySpan<byte> segment = memory.Span;
                while (!segment.IsEmpty)
                {
                    ReadOnlySpan<byte> block = segment.Slice(0, Math.Min(SegmentPool.SegmentSize, segment.Length));
                    WriteBlock(block, output, codec, level);
                    segment = segment.Slice(block.Length);
                }
            }
        }

        /// <summary>
        /// Counts the blocks <paramref name="plain"/> is cut into and the encoded size of their compact sizes. Block
        /// boundaries follow the segments, cut further at 64 KB: a segment of a SegmentedBuffer is one block. The
        /// Zstandard block array cuts the same way.
        /// </summary>
        /// <param name="plain">The plain msgpack.</param>
        /// <param name="sizesLength">The encoded size of the compact block sizes.</param>
        /// <returns>The number of blocks.</returns>
        internal static uint CountBlocks(in ReadOnlySequence<byte> plain, out uint sizesLength)
        {
            uint blockCount = 0;
            sizesLength = 0;
            foreach (ReadOnlyMemory<byte> memory in plain)
            {
                for (int offset = 0; offset < memory.Length; offset += SegmentPool.SegmentSize)
                {
                    blockCount++;
                    sizesLength += (uint)FramingHeaders.CompactUInt32Size((uint)Math.Min(SegmentPool.SegmentSize, memory.Length - offset));
                }
            }

            return blockCount;
        }

        /// <summary>Writes each block's plain size as a compact msgpack integer, in the cuts of <see cref="CountBlocks"/>.</summary>
        /// <param name="plain">The plain msgpack.</param>
        /// <param name="output">The destination.</param>
        internal static void WriteBlockSizes(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output)
        {
            foreach (ReadOnlyMemory<byte> memory in plain)
            {
                for (int offset = 0; offset < memory.Length; offset += SegmentPool.SegmentSize)
                {
                    uint size = (uint)Math.Min(SegmentPool.SegmentSize, memory.Length - offset);
                    output.Advance(FramingHeaders.WriteCompactUInt32(output.GetSpan(FramingHeaders.MaxCompactUInt32Size), size));
                }
            }
        }

        /// <summary>
        /// The ext 98 header and the compact sizes of blocks already compressed, as <see cref="Write"/> writes them;
        /// the parallel pipeline writes its header through this once its pieces are known.
        /// </summary>
        /// <param name="output">The destination.</param>
        /// <param name="blocks">The blocks, in order.</param>
        internal static void WriteHeader(IBufferWriter<byte> output, List<CompressedPiece> blocks)
        {
            uint lengthsSize = 0;
            foreach (CompressedPiece block in blocks)
            {
                lengthsSize += (uint)FramingHeaders.CompactUInt32Size((uint)block.Plain.Length);
            }

            WriteHeader(output, (uint)blocks.Count, lengthsSize);
            foreach (CompressedPiece block in blocks)
            {
                output.Advance(FramingHeaders.WriteCompactUInt32(output.GetSpan(FramingHeaders.MaxCompactUInt32Size), (uint)block.Plain.Length));
            }
        }

        /// <summary>Writes the array header (one element more than there are blocks) and the ext 98 header before the sizes.</summary>
        /// <param name="output">The destination.</param>
        /// <param name="blockCount">The number of blocks.</param>
        /// <param name="lengthsSize">The encoded size of the compact block sizes that follow.</param>
        internal static void WriteHeader(IBufferWriter<byte> output, uint blockCount, uint lengthsSize)
        {
            Span<byte> header = output.GetSpan(FramingHeaders.MaxArrayHeaderSize + FramingHeaders.MaxExtensionHeaderSize);
            int written = FramingHeaders.WriteArrayHeader(header, blockCount + 1);
            written += FramingHeaders.WriteExtensionHeader(header.Slice(written), Lz4Decompressor.Lz4BlockArrayExtensionType, lengthsSize);
            output.Advance(written);
        }

        private static void WriteBlock(ReadOnlySpan<byte> block, IBufferWriter<byte> output, ILz4BlockCodec codec, MessagePackCompressionLevel level)
        {
            int bound = codec.MaxCompressedLength(block.Length);
            Span<byte> destination = output.GetSpan(FramingHeaders.Bin32HeaderSize + bound);
            int compressed = codec.Compress(block, destination.Slice(FramingHeaders.Bin32HeaderSize, bound), level);
            if (compressed <= 0)
            {
                ThrowHelper.ThrowCompressionFailed(block.Length);
            }

            FramingHeaders.WriteBin32Header(destination, compressed);
            output.Advance(FramingHeaders.Bin32HeaderSize + compressed);
        }
    }
}
