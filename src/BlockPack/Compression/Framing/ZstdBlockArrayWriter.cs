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
    /// Writes the <c>ZstdBlockArray</c> framing (ext 95, or ext 94 when checked): one Zstandard frame per 64 KB of plain
    /// msgpack, cut exactly where the LZ4 block array cuts, each block behind the smallest bin header.
    /// </summary>
    /// <remarks>
    /// The unchecked form is written on the calling thread straight into the output (its header needs only the plain
    /// sizes); when the compression pipeline's workers have compressed blocks, or for the checked form (whose header
    /// needs every compressed size and checksum), the pipeline calls <see cref="Write(IBufferWriter{byte}, IReadOnlyList{CompressedPiece}, bool)"/>.
    /// One instance per codec, so writing allocates nothing.
    /// </remarks>
    internal sealed class ZstdBlockArrayWriter : IBlockArrayFraming
    {
        private readonly uint dictionaryId;

        /// <summary>Initializes a new instance of the <see cref="ZstdBlockArrayWriter"/> class.</summary>
        /// <param name="dictionaryId">The dictionary id the header carries, or 0.</param>
        internal ZstdBlockArrayWriter(uint dictionaryId) => this.dictionaryId = dictionaryId;

        /// <summary>Compresses <paramref name="plain"/> into <paramref name="output"/> on the calling thread.</summary>
        /// <param name="plain">The plain msgpack; not empty.</param>
        /// <param name="output">The destination.</param>
        /// <param name="codec">The Zstandard codec.</param>
        /// <param name="level">The level the codec maps, unless it has an explicit one.</param>
        /// <param name="checksums">Whether to write the checked form.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, ZstdBlockCodec codec, MessagePackCompressionLevel level, bool checksums)
        {
            if (checksums)
            {
                BlockCompressionPipeline pipeline = BlockCompressionPipeline.Rent(codec, degree: 1, checksums: true, level: level);
                try
                {
                    pipeline.WriteFramed(plain, output, codec.Framing);
                }
                finally
                {
                    pipeline.Return();
                }

                return;
            }

            uint blockCount = Lz4BlockArrayWriter.CountBlocks(plain, out uint sizesLength);
            ZstdFraming.WriteHeader(output, blockCount, sizesLength, codec.DictionaryId);
            Lz4BlockArrayWriter.WriteBlockSizes(plain, output);

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

        /// <inheritdoc/>
        public void Write(IBufferWriter<byte> output, IReadOnlyList<CompressedPiece> blocks, bool checksums)
        {
            if (checksums)
            {
                uint crc = ZstdFraming.BeginCheckedHeader(output, blocks.Count, this.dictionaryId);
                foreach (CompressedPiece block in blocks)
                {
                    crc = CheckedFraming.WriteTableEntry(output, crc, block.Plain.Length, block.CompressedLength, block.Checksum);
                }

                CheckedFraming.EndArrayHeader(output, crc);
            }
            else
            {
                uint sizesLength = 0;
                foreach (CompressedPiece block in blocks)
                {
                    sizesLength += (uint)FramingHeaders.CompactUInt32Size((uint)block.Plain.Length);
                }

                ZstdFraming.WriteHeader(output, (uint)blocks.Count, sizesLength, this.dictionaryId);
                foreach (CompressedPiece block in blocks)
                {
                    output.Advance(FramingHeaders.WriteCompactUInt32(output.GetSpan(FramingHeaders.MaxCompactUInt32Size), (uint)block.Plain.Length));
                }
            }

            foreach (CompressedPiece block in blocks)
            {
                ReadOnlySpan<byte> compressed = block.Block;
                Span<byte> destination = output.GetSpan(ZstdFraming.MaxBinHeaderSize + compressed.Length);
                int header = ZstdFraming.WriteBinHeader(destination, compressed.Length);
                compressed.CopyTo(destination.Slice(header));
                output.Advance(header + compressed.Length);
            }
        }

        private static void WriteBlock(ReadOnlySpan<byte> block, IBufferWriter<byte> output, ZstdBlockCodec codec, MessagePackCompressionLevel level)
        {
            int bound = codec.MaxCompressedLength(block.Length);
            Span<byte> destination = output.GetSpan(ZstdFraming.MaxBinHeaderSize + bound);
            int compressed = codec.Compress(block, destination.Slice(ZstdFraming.MaxBinHeaderSize, bound), level);
            if (compressed <= 0)
            {
                ThrowHelper.ThrowZstdCompressionFailed(block.Length, "the destination had the worst-case size");
            }

            // The frame went in behind room for a bin32 header; a shorter header moves it back (a small block, or a
            // memmove far cheaper than the compression of a large one).
            int header = ZstdFraming.BinHeaderSize(compressed);
            if (header != ZstdFraming.MaxBinHeaderSize)
            {
                destination.Slice(ZstdFraming.MaxBinHeaderSize, compressed).CopyTo(destination.Slice(header));
            }

            ZstdFraming.WriteBinHeader(destination, compressed);
            output.Advance(header + compressed);
        }
    }
}
