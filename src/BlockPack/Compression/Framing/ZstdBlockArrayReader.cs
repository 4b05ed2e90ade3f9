using System.Buffers;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Reads the <c>ZstdBlockArray</c> framings (ext 95, and ext 94 when checked; docs/format.md, "Zstandard block
    /// arrays"): it checks the header, picks the codec for its dictionary id, and hands the blocks to the same code that
    /// reads the LZ4 block arrays, so parallel decoding, pooled 64 KB segments and the size checks are shared.
    /// </summary>
    /// <remarks>
    /// Every declared size is checked against the maximum, and the dictionary id resolved, before anything is allocated;
    /// the checked form's header checksum is verified before any size in it is trusted.
    /// </remarks>
    internal static class ZstdBlockArrayReader
    {
        /// <summary>Validates and decodes what follows an ext 95 or ext 94 header.</summary>
        /// <param name="reader">The reader, just past the ext header; left after the last block.</param>
        /// <param name="framingStart">A reader at the array header.</param>
        /// <param name="isChecked">Whether the ext type is 94.</param>
        /// <param name="arrayCount">The array's element count: the ext plus one per block.</param>
        /// <param name="payloadLength">The ext payload length.</param>
        /// <param name="maximumDecompressedSize">MessagePackSecurity.MaximumDecompressedSize.</param>
        /// <param name="dictionaries">The dictionaries registered for reading.</param>
        /// <param name="decompressed">The decoded msgpack, one or more segments.</param>
        /// <param name="lease">The buffer holding <paramref name="decompressed"/>, or null when it is empty.</param>
        /// <param name="parallelism">When and how widely to decode blocks in parallel.</param>
        internal static void Read(
            ref FramingReader reader,
            FramingReader framingStart,
            bool isChecked,
            uint arrayCount,
            uint payloadLength,
            long maximumDecompressedSize,
            IReadOnlyList<ZstdDictionary> dictionaries,
            out ReadOnlySequence<byte> decompressed,
            out SegmentedBuffer? lease,
            DecodeParallelism parallelism)
        {
            long arrayPosition = framingStart.Consumed;
            long headerPosition = reader.Consumed;
            if (payloadLength > reader.Remaining)
            {
                ThrowHelper.ThrowCompressedTruncated($"a {ZstdFraming.Name} header of {payloadLength} bytes", headerPosition);
            }

            long blockCount;
            FramingReader entries;
            long total = 0;
            ZstdBlockCodec codec;
            if (isChecked)
            {
                long tableLength = (long)payloadLength - ZstdFraming.DictionaryIdSize - CheckedFraming.ChecksumSize;
                if (tableLength < CheckedFraming.TableEntrySize || tableLength % CheckedFraming.TableEntrySize != 0)
                {
                    ThrowHelper.ThrowZstdHeaderLength("checked " + ZstdFraming.Name, payloadLength, "4 + 12 × blocks + 4, with at least one block", arrayPosition);
                }

                framingStart.VerifyHeaderChecksum(headerPosition - arrayPosition + ZstdFraming.DictionaryIdSize + tableLength, ZstdFraming.Name);
                blockCount = tableLength / CheckedFraming.TableEntrySize;
                if (arrayCount != blockCount + 1)
                {
                    ThrowHelper.ThrowZstdBlockCountMismatch(arrayCount, blockCount, arrayPosition);
                }

                codec = Resolve(reader.ReadUInt32(), dictionaries, headerPosition);
                entries = reader;
                for (long i = 0; i < blockCount; i++)
                {
                    long position = reader.Consumed;
                    BlockEntry entry = reader.ReadBlockEntry(isChecked: true);
                    DecompressionLimits.AddDeclared(entry.Declared, ref total, maximumDecompressedSize, position);
                }

                reader.Advance(CheckedFraming.ChecksumSize);
            }
            else
            {
                if (arrayCount < 2)
                {
                    ThrowHelper.ThrowZstdBlockCountMismatch(arrayCount, 0, arrayPosition);
                }

                // Each size takes at least one byte, so the payload bounds the block count before any is read.
                blockCount = arrayCount - 1L;
                long sizesLength = (long)payloadLength - ZstdFraming.DictionaryIdSize;
                if (sizesLength < blockCount)
                {
                    ThrowHelper.ThrowZstdHeaderLength(ZstdFraming.Name, payloadLength, $"4 bytes and one msgpack integer per block ({blockCount} blocks)", arrayPosition);
                }

                codec = Resolve(reader.ReadUInt32(), dictionaries, headerPosition);
                entries = reader;
                long sizesStart = reader.Consumed;
                for (long i = 0; i < blockCount; i++)
                {
                    long position = reader.Consumed;
                    long declared = reader.ReadLength("the decompressed length of Zstandard block", i);
                    DecompressionLimits.AddDeclared(declared, ref total, maximumDecompressedSize, position);
                }

                // Unlike ext 98's, this payload length is exact: sizes that run past it, or stop short, are corruption.
                if (reader.Consumed - sizesStart != sizesLength)
                {
                    ThrowHelper.ThrowZstdHeaderLength(ZstdFraming.Name, payloadLength, $"4 bytes and the {blockCount} sizes ({4 + reader.Consumed - sizesStart} bytes)", arrayPosition);
                }
            }

            Lz4BlockArrayReader.ReadBlocks(
                ref reader, entries, blockCount, total, isChecked, codec, out decompressed, out lease, parallelism, DecompressionLimits.ZstdMaxExpansionFactor);
        }

        /// <summary>Finds the codec for a dictionary id: none for 0, else the registered dictionary with that id.</summary>
        private static ZstdBlockCodec Resolve(uint dictionaryId, IReadOnlyList<ZstdDictionary> dictionaries, long position)
        {
            if (dictionaryId == 0)
            {
                return ZstdBlockCodec.Plain;
            }

            for (int i = 0; i < dictionaries.Count; i++)
            {
                if (dictionaries[i].Id == dictionaryId)
                {
                    return dictionaries[i].Decoder;
                }
            }

            ThrowHelper.ThrowZstdDictionaryMissing(dictionaryId, dictionaries.Count, position);
            return null!;
        }
    }
}
