using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Integrity;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Writes every block-array framing (<see cref="BlockArrayFraming"/>): one independent block per 64 KB of plain
    /// msgpack, cut where the segments end and again every 64 KB (<see cref="AddPieces"/>), behind the array header and
    /// the ext header that describes them.
    /// </summary>
    /// <remarks>
    /// An unchecked header needs only the plain sizes, so <see cref="Write"/> compresses each block straight into the
    /// output. A checked header needs every compressed size and checksum before the first block, so its blocks are
    /// compressed into pooled pieces first and written by <see cref="WritePieces"/> — which also finishes the pieces the
    /// compression pipeline filled on other threads.
    /// </remarks>
    internal static class BlockArrayWriter
    {
        /// <summary>Compresses <paramref name="plain"/> into <paramref name="output"/> on the calling thread.</summary>
        /// <param name="plain">The plain msgpack; not empty.</param>
        /// <param name="output">The destination.</param>
        /// <param name="framing">The framing.</param>
        /// <param name="codec">The codec that fills its blocks.</param>
        /// <param name="prefix">The header's prefix value (the dictionary id), when the framing has one.</param>
        /// <param name="level">The encoder's level.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, BlockArrayFraming framing, IBlockCodec codec, uint prefix, MessagePackCompressionLevel level)
        {
            if (framing.IsChecked)
            {
                WriteCompressedFirst(plain, output, framing, codec, prefix, level);
                return;
            }

            uint blockCount = 0;
            uint sizesLength = 0;
            foreach (ReadOnlyMemory<byte> memory in plain)
            {
                for (int offset = 0; offset < memory.Length; offset += SegmentPool.SegmentSize)
                {
                    blockCount++;
                    sizesLength += (uint)FramingHeaders.CompactUInt32Size((uint)Math.Min(SegmentPool.SegmentSize, memory.Length - offset));
                }
            }

            WriteUncheckedHeader(output, framing, blockCount, sizesLength, prefix);
            foreach (ReadOnlyMemory<byte> memory in plain)
            {
                for (int offset = 0; offset < memory.Length; offset += SegmentPool.SegmentSize)
                {
                    uint size = (uint)Math.Min(SegmentPool.SegmentSize, memory.Length - offset);
                    output.Advance(FramingHeaders.WriteCompactUInt32(output.GetSpan(FramingHeaders.MaxCompactUInt32Size), size));
                }
            }

            foreach (ReadOnlyMemory<byte> memory in plain)
            {
                ReadOnlySpan<byte> segment = memory.Span;
                while (!segment.IsEmpty)
                {
                    ReadOnlySpan<byte> block = segment.Slice(0, Math.Min(SegmentPool.SegmentSize, segment.Length));
                    WriteBlock(block, output, framing, codec, level);
                    segment = segment.Slice(block.Length);
                }
            }
        }

        /// <summary>Writes the framing of blocks already compressed, in order: the header, then each block behind its bin header.</summary>
        /// <param name="output">The destination.</param>
        /// <param name="framing">The framing.</param>
        /// <param name="prefix">The header's prefix value (the dictionary id), when the framing has one.</param>
        /// <param name="pieces">The blocks, compressed (with their checksums for a checked framing).</param>
        internal static void WritePieces(IBufferWriter<byte> output, BlockArrayFraming framing, uint prefix, IReadOnlyList<CompressedPiece> pieces)
        {
            if (framing.IsChecked)
            {
                uint crc = BeginCheckedHeader(output, framing, pieces.Count, prefix);
                foreach (CompressedPiece piece in pieces)
                {
                    crc = WriteTableRow(output, crc, piece.Plain.Length, piece.CompressedLength, piece.Checksum);
                }

                BinaryPrimitives.WriteUInt32BigEndian(output.GetSpan(CheckedFraming.ChecksumSize), crc);
                output.Advance(CheckedFraming.ChecksumSize);
            }
            else
            {
                uint sizesLength = 0;
                foreach (CompressedPiece piece in pieces)
                {
                    sizesLength += (uint)FramingHeaders.CompactUInt32Size((uint)piece.Plain.Length);
                }

                WriteUncheckedHeader(output, framing, (uint)pieces.Count, sizesLength, prefix);
                foreach (CompressedPiece piece in pieces)
                {
                    output.Advance(FramingHeaders.WriteCompactUInt32(output.GetSpan(FramingHeaders.MaxCompactUInt32Size), (uint)piece.Plain.Length));
                }
            }

            foreach (CompressedPiece piece in pieces)
            {
                ReadOnlySpan<byte> block = piece.Block;
                Span<byte> destination = output.GetSpan(FramingHeaders.Bin32HeaderSize + block.Length);
                int header = framing.WriteBinHeader(destination, block.Length);
                block.CopyTo(destination.Slice(header));
                output.Advance(header + block.Length);
            }
        }

        /// <summary>Cuts plain bytes into the pieces that become blocks: at most 64 KB each, never across the memory's end.</summary>
        /// <param name="plain">A run of plain msgpack (one segment of the serializer's buffer).</param>
        /// <param name="pieces">Where the pieces go.</param>
        internal static void AddPieces(ReadOnlyMemory<byte> plain, List<CompressedPiece> pieces)
        {
            for (int offset = 0; offset < plain.Length; offset += SegmentPool.SegmentSize)
            {
                pieces.Add(new CompressedPiece(plain.Slice(offset, Math.Min(SegmentPool.SegmentSize, plain.Length - offset))));
            }
        }

        /// <summary>Compresses every piece of <paramref name="plain"/> into pooled arrays, then writes them with <see cref="WritePieces"/>.</summary>
        private static void WriteCompressedFirst(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, BlockArrayFraming framing, IBlockCodec codec, uint prefix, MessagePackCompressionLevel level)
        {
            List<CompressedPiece> pieces = new List<CompressedPiece>();
            try
            {
                foreach (ReadOnlyMemory<byte> memory in plain)
                {
                    AddPieces(memory, pieces);
                }

                foreach (CompressedPiece piece in pieces)
                {
                    try
                    {
                        piece.Compress(codec, findFinalSequence: false, level, computeChecksum: framing.IsChecked);
                    }
                    catch (InvalidOperationException)
                    {
                        ThrowHelper.ThrowCompressionFailed(codec.Name, piece.Plain.Length);
                    }
                }

                WritePieces(output, framing, prefix, pieces);
            }
            finally
            {
                foreach (CompressedPiece piece in pieces)
                {
                    piece.ReturnArray();
                }
            }
        }

        /// <summary>Writes the array header (one element more than there are blocks), the ext header and the prefix; the compact sizes follow.</summary>
        private static void WriteUncheckedHeader(IBufferWriter<byte> output, BlockArrayFraming framing, uint blockCount, uint sizesLength, uint prefix)
        {
            Span<byte> header = output.GetSpan(FramingHeaders.MaxArrayHeaderSize + FramingHeaders.MaxExtensionHeaderSize + BlockArrayFraming.DictionaryIdSize);
            int written = FramingHeaders.WriteArrayHeader(header, blockCount + 1);
            written += FramingHeaders.WriteExtensionHeader(header.Slice(written), framing.ExtensionCode, checked((uint)framing.PrefixSize + sizesLength));
            written += WritePrefix(header.Slice(written), framing, prefix);
            output.Advance(written);
        }

        /// <summary>Writes the array header, the checked ext header and the prefix; returns the running header checksum for the rows.</summary>
        private static uint BeginCheckedHeader(IBufferWriter<byte> output, BlockArrayFraming framing, int blockCount, uint prefix)
        {
            Span<byte> header = output.GetSpan(FramingHeaders.MaxArrayHeaderSize + FramingHeaders.MaxExtensionHeaderSize + BlockArrayFraming.DictionaryIdSize);
            int written = FramingHeaders.WriteArrayHeader(header, (uint)blockCount + 1);
            uint payloadLength = checked((uint)framing.PrefixSize + ((uint)blockCount * CheckedFraming.TableEntrySize) + CheckedFraming.ChecksumSize);
            written += FramingHeaders.WriteExtensionHeader(header.Slice(written), framing.ExtensionCode, payloadLength);
            written += WritePrefix(header.Slice(written), framing, prefix);
            uint crc = Crc32C.Compute(header.Slice(0, written));
            output.Advance(written);
            return crc;
        }

        private static int WritePrefix(Span<byte> destination, BlockArrayFraming framing, uint prefix)
        {
            if (framing.PrefixSize == 0)
            {
                return 0;
            }

            BinaryPrimitives.WriteUInt32BigEndian(destination, prefix);
            return BlockArrayFraming.DictionaryIdSize;
        }

        /// <summary>Writes one block's row of a checked table: plain size, compressed size, block checksum.</summary>
        private static uint WriteTableRow(IBufferWriter<byte> output, uint crc, int plainLength, int compressed, uint blockChecksum)
        {
            Span<byte> row = output.GetSpan(CheckedFraming.TableEntrySize).Slice(0, CheckedFraming.TableEntrySize);
            BinaryPrimitives.WriteInt32BigEndian(row, plainLength);
            BinaryPrimitives.WriteInt32BigEndian(row.Slice(4), compressed);
            BinaryPrimitives.WriteUInt32BigEndian(row.Slice(8), blockChecksum);
            crc = Crc32C.Append(crc, row);
            output.Advance(CheckedFraming.TableEntrySize);
            return crc;
        }

        private static void WriteBlock(ReadOnlySpan<byte> block, IBufferWriter<byte> output, BlockArrayFraming framing, IBlockCodec codec, MessagePackCompressionLevel level)
        {
            int bound = codec.MaxCompressedLength(block.Length);
            Span<byte> destination = output.GetSpan(FramingHeaders.Bin32HeaderSize + bound);
            int compressed = codec.Compress(block, destination.Slice(FramingHeaders.Bin32HeaderSize, bound), level);
            if (compressed <= 0)
            {
                ThrowHelper.ThrowCompressionFailed(codec.Name, block.Length);
            }

            // The block went in behind room for a bin32 header; a shorter header moves it back (a memmove far cheaper
            // than compressing it).
            int header = framing.BinHeaderSize(compressed);
            if (header != FramingHeaders.Bin32HeaderSize)
            {
                destination.Slice(FramingHeaders.Bin32HeaderSize, compressed).CopyTo(destination.Slice(header));
            }

            framing.WriteBinHeader(destination, compressed);
            output.Advance(header + compressed);
        }
    }
}
