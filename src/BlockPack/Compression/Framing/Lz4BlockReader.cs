using System.Buffers;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Reads the ext 99 <c>Lz4Block</c> framing: an int with the decompressed length, then one LZ4 block; and its checked
    /// form, ext 96: the decompressed length, the block's CRC-32C and the header's CRC-32C as big-endian uint32s, then the block.
    /// </summary>
    internal static class Lz4BlockReader
    {
        /// <summary>Validates and decodes the payload that follows an ext 99 (or, checked, ext 96) header.</summary>
        /// <param name="reader">The reader, just past the ext header.</param>
        /// <param name="framingStart">A reader at the ext header, where a checked header's checksum coverage begins.</param>
        /// <param name="isChecked">Whether the ext is the checked form (96).</param>
        /// <param name="payloadLength">The ext payload length.</param>
        /// <param name="headerPosition">The offset of the ext header, for errors.</param>
        /// <param name="maximumDecompressedSize">MessagePackSecurity.MaximumDecompressedSize.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="decompressed">The decoded msgpack.</param>
        /// <param name="lease">The buffer holding <paramref name="decompressed"/>, or null when it is empty.</param>
        internal static void Read(
            ref FramingReader reader,
            FramingReader framingStart,
            bool isChecked,
            uint payloadLength,
            long headerPosition,
            long maximumDecompressedSize,
            IBlockCodec codec,
            out ReadOnlySequence<byte> decompressed,
            out SegmentedBuffer? lease)
        {
            if (payloadLength > reader.Remaining)
            {
                ThrowHelper.ThrowCompressedTruncated($"an Lz4Block payload of {payloadLength} bytes", headerPosition);
            }

            long lengthPosition = reader.Consumed;
            long declared;
            long compressed;
            uint? checksum = null;
            if (isChecked)
            {
                if (payloadLength < CheckedFraming.BlockPrefixSize)
                {
                    ThrowHelper.ThrowFramingHeaderLength("checked Lz4Block", payloadLength, "at least 12", headerPosition);
                }

                framingStart.VerifyHeaderChecksum(lengthPosition - headerPosition + CheckedFraming.BlockPrefixSize - CheckedFraming.ChecksumSize, "Lz4Block");
                declared = reader.ReadUInt32();
                checksum = reader.ReadUInt32();
                reader.Advance(CheckedFraming.ChecksumSize);
                compressed = payloadLength - CheckedFraming.BlockPrefixSize;
            }
            else
            {
                declared = reader.ReadLength("the Lz4Block's decompressed length");
                long lengthSize = reader.Consumed - lengthPosition;
                if (lengthSize > payloadLength)
                {
                    ThrowHelper.ThrowCompressedTruncated("the Lz4Block's decompressed length inside its ext payload", lengthPosition);
                }

                compressed = payloadLength - lengthSize;
            }

            long total = 0;
            DecompressionLimits.AddDeclared(declared, ref total, maximumDecompressedSize, lengthPosition);
            DecompressionLimits.CheckBlock(declared, compressed, lengthPosition, codec);

            if (declared == 0)
            {
                decompressed = ReadOnlySequence<byte>.Empty;
                lease = null;
                return;
            }

            // One block needs one contiguous destination: a pooled segment when it fits, native memory when not,
            // so a large Lz4Block never lands on the Large Object Heap.
            SegmentedBuffer buffer = SegmentedBuffer.Rent();
            try
            {
                int size = (int)declared;
                BlockDecoder.Decode(ref reader, (int)compressed, buffer.GetSpan(size).Slice(0, size), codec, blockIndex: 0, lengthPosition, checksum);
                buffer.Advance(size);
            }
            catch
            {
                buffer.Dispose();
                throw;
            }

            decompressed = buffer.AsReadOnlySequence();
            lease = buffer;
        }
    }
}
