using System;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Integrity;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>Decodes one compressed block from the framing reader into its exact-size destination.</summary>
    internal static class BlockDecoder
    {
        /// <summary>
        /// Consumes <paramref name="compressedLength"/> bytes and decodes them into all of
        /// <paramref name="destination"/>; anything but an exact fit is corruption.
        /// </summary>
        /// <param name="reader">The reader, at the block's first compressed byte; the caller has checked the bytes remain.</param>
        /// <param name="compressedLength">The block's compressed length.</param>
        /// <param name="destination">Exactly the declared decompressed size.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="blockIndex">The block's index, for errors.</param>
        /// <param name="position">The offset of the block's header, for errors.</param>
        /// <param name="checksum">The block's CRC-32C from a checked framing, or null.</param>
        internal static void Decode(ref FramingReader reader, int compressedLength, Span<byte> destination, IBlockCodec codec, long blockIndex, long position, uint? checksum = null)
        {
            int result;
            uint actual;
            if (reader.TryReadContiguous(compressedLength, out ReadOnlySpan<byte> source))
            {
                result = BlockChecksum.Decode(source, destination, codec, checksum, out actual);
            }
            else if (compressedLength <= SegmentPool.ArrayLength)
            {
                // The block straddles input segments and LZ4 needs it contiguous; a pooled segment is big enough.
                byte[] scratch = SegmentPool.Rent();
                try
                {
                    Span<byte> copy = scratch.AsSpan(0, compressedLength);
                    reader.ReadInto(copy);
                    result = BlockChecksum.Decode(copy, destination, codec, checksum, out actual);
                }
                finally
                {
                    SegmentPool.Return(scratch);
                }
            }
            else
            {
                using NativeMemoryBuffer scratch = new NativeMemoryBuffer(compressedLength);
                Span<byte> copy = scratch.GetSpan();
                reader.ReadInto(copy);
                result = BlockChecksum.Decode(copy, destination, codec, checksum, out actual);
            }

            if (result == BlockChecksum.Mismatch)
            {
                ThrowHelper.ThrowBlockChecksumMismatch(blockIndex, checksum!.Value, actual, position);
            }

            if (result != destination.Length)
            {
                ThrowHelper.ThrowCorruptBlock(codec, blockIndex, result, destination.Length, position);
            }
        }
    }
}
