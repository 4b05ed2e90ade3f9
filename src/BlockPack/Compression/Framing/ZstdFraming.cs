using System;
using System.Buffers;
using System.Buffers.Binary;
using BlockPack.Compression.Integrity;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// The headers of the Zstandard block arrays (docs/format.md, "Zstandard block arrays"): ext 95 leads the unchecked
    /// form, ext 94 the checked one. Both start their payload with the dictionary id as a big-endian uint32 (0 for none);
    /// then come the blocks' sizes as msgpack integers (ext 95), or rows of three big-endian uint32s and the header's
    /// CRC-32C (ext 94), exactly as in the LZ4 block arrays (ext 98 and 97), so one reader walks both.
    /// </summary>
    internal static class ZstdFraming
    {
        /// <summary>The ext type that leads the <c>ZstdBlockArray</c>.</summary>
        internal const sbyte BlockArrayExtensionType = ReservedExtensionTypeCodes.ZstdBlockArray;

        /// <summary>The ext type that leads the checked <c>ZstdBlockArray</c>.</summary>
        internal const sbyte CheckedBlockArrayExtensionType = ReservedExtensionTypeCodes.CheckedZstdBlockArray;

        /// <summary>The size of the dictionary id at the start of either header's payload.</summary>
        internal const int DictionaryIdSize = 4;

        /// <summary>The longest bin header (bin32).</summary>
        internal const int MaxBinHeaderSize = 5;

        /// <summary>The name of the framing, for error messages.</summary>
        internal const string Name = "ZstdBlockArray";

        /// <summary>Writes the array header, the ext 95 header and the dictionary id; the compact sizes follow.</summary>
        /// <param name="output">The destination.</param>
        /// <param name="blockCount">The number of blocks.</param>
        /// <param name="sizesLength">The encoded length of the compact sizes that follow.</param>
        /// <param name="dictionaryId">The dictionary id, or 0.</param>
        internal static void WriteHeader(IBufferWriter<byte> output, uint blockCount, uint sizesLength, uint dictionaryId)
        {
            Span<byte> header = output.GetSpan(FramingHeaders.MaxArrayHeaderSize + FramingHeaders.MaxExtensionHeaderSize + DictionaryIdSize);
            int written = FramingHeaders.WriteArrayHeader(header, blockCount + 1);
            written += FramingHeaders.WriteExtensionHeader(header.Slice(written), BlockArrayExtensionType, checked(DictionaryIdSize + sizesLength));
            BinaryPrimitives.WriteUInt32BigEndian(header.Slice(written), dictionaryId);
            output.Advance(written + DictionaryIdSize);
        }

        /// <summary>Writes the array header, the ext 94 header and the dictionary id; rows follow with <see cref="CheckedFraming.WriteTableEntry"/>.</summary>
        /// <param name="output">The destination.</param>
        /// <param name="blockCount">The number of blocks.</param>
        /// <param name="dictionaryId">The dictionary id, or 0.</param>
        /// <returns>The running header checksum, for the rows.</returns>
        internal static uint BeginCheckedHeader(IBufferWriter<byte> output, int blockCount, uint dictionaryId)
        {
            Span<byte> header = output.GetSpan(FramingHeaders.MaxArrayHeaderSize + FramingHeaders.MaxExtensionHeaderSize + DictionaryIdSize);
            int written = FramingHeaders.WriteArrayHeader(header, (uint)blockCount + 1);
            uint payloadLength = checked((uint)DictionaryIdSize + ((uint)blockCount * CheckedFraming.TableEntrySize) + CheckedFraming.ChecksumSize);
            written += FramingHeaders.WriteExtensionHeader(header.Slice(written), CheckedBlockArrayExtensionType, payloadLength);
            BinaryPrimitives.WriteUInt32BigEndian(header.Slice(written), dictionaryId);
            written += DictionaryIdSize;
            uint crc = Crc32C.Compute(header.Slice(0, written));
            output.Advance(written);
            return crc;
        }

        /// <summary>Gets the size of the smallest bin header for a length.</summary>
        /// <param name="length">The block's length.</param>
        /// <returns>2, 3 or 5.</returns>
        internal static int BinHeaderSize(int length) => length switch
        {
            <= byte.MaxValue => 2,
            <= ushort.MaxValue => 3,
            _ => 5,
        };

        /// <summary>Writes the smallest bin header for a length; returns its size.</summary>
        /// <param name="destination">At least <see cref="BinHeaderSize"/> bytes.</param>
        /// <param name="length">The block's length.</param>
        /// <returns>The header's size.</returns>
        internal static int WriteBinHeader(Span<byte> destination, int length)
        {
            switch (length)
            {
                case <= byte.MaxValue:
                    destination[0] = MessagePackCode.Bin8;
                    destination[1] = (byte)length;
                    return 2;
                case <= ushort.MaxValue:
                    destination[0] = MessagePackCode.Bin16;
                    BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)length);
                    return 3;
                default:
                    return FramingHeaders.WriteBin32Header(destination, length);
            }
        }
    }
}
