using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using BlockPack.Compression.Integrity;
using BlockPack.Compression.Parallel;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// The headers of the checked framings (docs/format.md, "Checked framings"): ext 96 for a single block, ext 97 leading
    /// a block array. Every number is a fixed-width big-endian uint32, and the header ends with the CRC-32C of every
    /// framing byte before it, so a reader verifies the header before it trusts a single size from it.
    /// </summary>
    internal static class CheckedFraming
    {
        /// <summary>The ext type of the checked <c>Lz4Block</c>.</summary>
        internal const sbyte Lz4BlockExtensionType = 96;

        /// <summary>The ext type that leads the checked <c>Lz4BlockArray</c>.</summary>
        internal const sbyte Lz4BlockArrayExtensionType = 97;

        /// <summary>The size of a checksum.</summary>
        internal const int ChecksumSize = 4;

        /// <summary>One block's row in the ext 97 table: decompressed size, compressed size, block checksum.</summary>
        internal const int TableEntrySize = 12;

        /// <summary>What precedes the LZ4 block in an ext 96 payload: decompressed size, block checksum, header checksum.</summary>
        internal const int BlockPrefixSize = 12;

        /// <summary>The longest ext 96 header with its prefix.</summary>
        internal const int MaxBlockHeaderSize = FramingHeaders.MaxExtensionHeaderSize + BlockPrefixSize;

        /// <summary>Gets the size of the ext 96 header and prefix for a block of <paramref name="compressed"/> bytes.</summary>
        internal static int BlockHeaderSize(int compressed) => FramingHeaders.ExtensionHeaderSize((uint)(BlockPrefixSize + compressed)) + BlockPrefixSize;

        /// <summary>Writes the ext 96 header and prefix in front of a block; returns its size.</summary>
        /// <param name="destination">At least <see cref="BlockHeaderSize"/> bytes.</param>
        /// <param name="plainLength">The decompressed size.</param>
        /// <param name="compressed">The LZ4 block's length.</param>
        /// <param name="blockChecksum">The block's checksum (<see cref="BlockChecksum.Compute(ReadOnlySpan{byte}, ReadOnlySpan{byte})"/>).</param>
        internal static int WriteBlockHeader(Span<byte> destination, int plainLength, int compressed, uint blockChecksum)
        {
            int written = FramingHeaders.WriteExtensionHeader(destination, Lz4BlockExtensionType, (uint)(BlockPrefixSize + compressed));
            BinaryPrimitives.WriteInt32BigEndian(destination.Slice(written), plainLength);
            BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(written + 4), blockChecksum);
            written += 8;
            BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(written), Crc32C.Compute(destination.Slice(0, written)));
            return written + ChecksumSize;
        }

        /// <summary>
        /// The ext 97 header of blocks already compressed: one row of sizes and checksum per block, then the header's
        /// own checksum.
        /// </summary>
        /// <param name="output">The destination.</param>
        /// <param name="blocks">The blocks, in order, with their checksums.</param>
        internal static void WriteArrayHeader(IBufferWriter<byte> output, List<CompressedPiece> blocks)
        {
            uint crc = BeginArrayHeader(output, blocks.Count);
            foreach (CompressedPiece block in blocks)
            {
                crc = WriteTableEntry(output, crc, block.Plain.Length, block.CompressedLength, block.Checksum);
            }

            EndArrayHeader(output, crc);
        }

        /// <summary>Writes the array header and the ext 97 header; rows follow with <see cref="WriteTableEntry"/>.</summary>
        /// <param name="output">The destination.</param>
        /// <param name="blockCount">The number of blocks.</param>
        /// <returns>The running header checksum, for the rows.</returns>
        internal static uint BeginArrayHeader(IBufferWriter<byte> output, int blockCount)
        {
            Span<byte> header = output.GetSpan(FramingHeaders.MaxArrayHeaderSize + FramingHeaders.MaxExtensionHeaderSize);
            int written = FramingHeaders.WriteArrayHeader(header, (uint)blockCount + 1);
            uint tableLength = checked(((uint)blockCount * TableEntrySize) + ChecksumSize);
            written += FramingHeaders.WriteExtensionHeader(header.Slice(written), Lz4BlockArrayExtensionType, tableLength);
            uint crc = Crc32C.Compute(header.Slice(0, written));
            output.Advance(written);
            return crc;
        }

        /// <summary>Writes one block's row of the ext 97 table.</summary>
        /// <param name="output">The destination.</param>
        /// <param name="crc">The running header checksum.</param>
        /// <param name="plainLength">The block's decompressed size.</param>
        /// <param name="compressed">The LZ4 block's length.</param>
        /// <param name="blockChecksum">The block's checksum.</param>
        /// <returns>The running header checksum.</returns>
        internal static uint WriteTableEntry(IBufferWriter<byte> output, uint crc, int plainLength, int compressed, uint blockChecksum)
        {
            Span<byte> entry = output.GetSpan(TableEntrySize).Slice(0, TableEntrySize);
            BinaryPrimitives.WriteInt32BigEndian(entry, plainLength);
            BinaryPrimitives.WriteInt32BigEndian(entry.Slice(4), compressed);
            BinaryPrimitives.WriteUInt32BigEndian(entry.Slice(8), blockChecksum);
            crc = Crc32C.Append(crc, entry);
            output.Advance(TableEntrySize);
            return crc;
        }

        /// <summary>Ends the ext 97 table with the header checksum.</summary>
        /// <param name="output">The destination.</param>
        /// <param name="crc">The running header checksum after the last row.</param>
        internal static void EndArrayHeader(IBufferWriter<byte> output, uint crc)
        {
            BinaryPrimitives.WriteUInt32BigEndian(output.GetSpan(ChecksumSize), crc);
            output.Advance(ChecksumSize);
        }
    }
}
