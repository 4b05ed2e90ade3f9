using System.Buffers;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Reads the checked <c>Lz4BlockArray</c> framing: after the array header, an ext 97 whose payload is one row per block
    /// (decompressed size, compressed size, CRC-32C, each a big-endian uint32) and then the CRC-32C of every framing byte
    /// before it; then one bin per block (docs/format.md, "Checked framings").
    /// </summary>
    /// <remarks>
    /// The header's checksum is verified before any size in it is trusted, then the sizes pass the same limits as ext 98's,
    /// all before anything is allocated. Each block's checksum is verified just before it is decoded, by the thread that
    /// decodes it.
    /// </remarks>
    internal static class CheckedLz4BlockArrayReader
    {
        /// <summary>Validates and decodes what follows an ext 97 header.</summary>
        /// <param name="reader">The reader, just past the ext header; left after the last block.</param>
        /// <param name="framingStart">A reader at the array header, where the header checksum's coverage begins.</param>
        /// <param name="arrayCount">The array's element count: the ext plus one per block.</param>
        /// <param name="payloadLength">The ext payload length: the table and its checksum.</param>
        /// <param name="maximumDecompressedSize">MessagePackSecurity.MaximumDecompressedSize.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="decompressed">The decoded msgpack, one or more segments.</param>
        /// <param name="lease">The buffer holding <paramref name="decompressed"/>, or null when it is empty.</param>
        /// <param name="parallelism">When and how widely to decode blocks in parallel.</param>
        internal static void Read(
            ref FramingReader reader,
            FramingReader framingStart,
            uint arrayCount,
            uint payloadLength,
            long maximumDecompressedSize,
            ILz4BlockCodec codec,
            out ReadOnlySequence<byte> decompressed,
            out SegmentedBuffer? lease,
            DecodeParallelism parallelism)
        {
            long arrayPosition = framingStart.Consumed;
            long tablePosition = reader.Consumed;
            if (payloadLength > reader.Remaining)
            {
                ThrowHelper.ThrowCompressedTruncated($"a checked block table of {payloadLength} bytes", tablePosition);
            }

            long tableLength = (long)payloadLength - CheckedFraming.ChecksumSize;
            if (tableLength < CheckedFraming.TableEntrySize || tableLength % CheckedFraming.TableEntrySize != 0)
            {
                ThrowHelper.ThrowCheckedHeaderLength("Lz4BlockArray", payloadLength, "4 + 12 × blocks, with at least one block", arrayPosition);
            }

            framingStart.VerifyHeaderChecksum(tablePosition - arrayPosition + tableLength, "Lz4BlockArray");
            long blockCount = tableLength / CheckedFraming.TableEntrySize;
            if (arrayCount != blockCount + 1)
            {
                ThrowHelper.ThrowCheckedBlockCountMismatch(arrayCount, blockCount, arrayPosition);
            }

            FramingReader entries = reader;
            long total = 0;
            for (long i = 0; i < blockCount; i++)
            {
                long position = reader.Consumed;
                BlockEntry entry = reader.ReadBlockEntry(isChecked: true);
                DecompressionLimits.AddDeclared(entry.Declared, ref total, maximumDecompressedSize, position);
            }

            reader.Advance(CheckedFraming.ChecksumSize);
            Lz4BlockArrayReader.ReadBlocks(ref reader, entries, blockCount, total, isChecked: true, codec, out decompressed, out lease, parallelism);
        }
    }
}
