using System;
using System.Buffers;
using System.Buffers.Binary;
using BlockPack.Compression.Integrity;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// The fixed-width pieces of the checked framings (docs/format.md, "Checked framings"): the sizes of a checked block
    /// array's rows and checksum (the rows themselves are written by <see cref="BlockArrayWriter"/>), and the ext 96 header
    /// of a checked single block. Every number is a big-endian uint32, and a header ends with the CRC-32C of every
    /// framing byte before it, so a reader verifies the header before it trusts a single size from it.
    /// </summary>
    internal static class CheckedFraming
    {
        /// <summary>The size of a checksum.</summary>
        internal const int ChecksumSize = 4;

        /// <summary>One block's row in a checked block array's table: decompressed size, compressed size, block checksum.</summary>
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
            int written = FramingHeaders.WriteExtensionHeader(destination, ReservedExtensionTypeCodes.CheckedLz4Block, (uint)(BlockPrefixSize + compressed));
            BinaryPrimitives.WriteInt32BigEndian(destination.Slice(written), plainLength);
            BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(written + 4), blockChecksum);
            written += 8;
            BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(written), Crc32C.Compute(destination.Slice(0, written)));
            return written + ChecksumSize;
        }
    }
}
