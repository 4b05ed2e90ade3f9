using System.Buffers;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Reads the <c>Lz4BlockArray</c> framing: after the array header and the ext 98 header come the blocks'
    /// decompressed lengths as ints, then one bin (or str) per block.
    /// </summary>
    /// <remarks>
    /// The whole structure is walked and every size checked before anything is allocated; a second walk decodes.
    /// Like MessagePack-CSharp, the lengths are read as consecutive ints right after the ext header and the blocks
    /// right after them; the ext payload length itself is not used. The blocks of the checked form (ext 97,
    /// <see cref="CheckedLz4BlockArrayReader"/>) are read by the same code.
    /// </remarks>
    internal static class Lz4BlockArrayReader
    {
        /// <summary>Validates and decodes the lengths and blocks that follow an ext 98 header.</summary>
        /// <param name="reader">The reader, just past the ext header; left after the last block.</param>
        /// <param name="arrayCount">The array's element count: the ext plus one per block.</param>
        /// <param name="arrayPosition">The offset of the array header, for errors.</param>
        /// <param name="maximumDecompressedSize">MessagePackSecurity.MaximumDecompressedSize.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="decompressed">The decoded msgpack, one or more segments.</param>
        /// <param name="lease">The buffer holding <paramref name="decompressed"/>, or null when it is empty.</param>
        /// <param name="parallelism">When and how widely to decode blocks in parallel.</param>
        internal static void Read(
            ref FramingReader reader,
            uint arrayCount,
            long arrayPosition,
            long maximumDecompressedSize,
            ILz4BlockCodec codec,
            out ReadOnlySequence<byte> decompressed,
            out SegmentedBuffer? lease,
            DecodeParallelism parallelism)
        {
            if (arrayCount < 2)
            {
                ThrowHelper.ThrowNoBlocks(arrayPosition);
            }

            long blockCount = arrayCount - 1L;

            // Each block needs at least a one-byte length and a one-byte block header; a count that cannot fit is
            // rejected before walking it.
            if (blockCount > reader.Remaining / 2)
            {
                ThrowHelper.ThrowCompressedTruncated($"{blockCount} block lengths and blocks", reader.Consumed);
            }

            FramingReader lengths = reader;
            long total = 0;
            for (long i = 0; i < blockCount; i++)
            {
                long position = reader.Consumed;
                long declared = reader.ReadLength("the decompressed length of LZ4 block", i);
                DecompressionLimits.AddDeclared(declared, ref total, maximumDecompressedSize, position);
            }

            ReadBlocks(ref reader, lengths, blockCount, total, isChecked: false, codec, out decompressed, out lease, parallelism);
        }

        /// <summary>Validates and decodes the blocks themselves, once the header's sizes have passed the limits.</summary>
        /// <param name="reader">The reader, at the first block's header; left after the last block.</param>
        /// <param name="entries">A reader at the header's first entry (ext 98 length or ext 97 row).</param>
        /// <param name="blockCount">The number of blocks.</param>
        /// <param name="total">The sum of the declared sizes, already within the maximum.</param>
        /// <param name="isChecked">Whether the header is a checked ext 97 table: each block's bin length must match its row, and its checksum is verified before it is decoded.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="decompressed">The decoded msgpack, one or more segments.</param>
        /// <param name="lease">The buffer holding <paramref name="decompressed"/>, or null when it is empty.</param>
        /// <param name="parallelism">When and how widely to decode blocks in parallel.</param>
        /// <param name="maxExpansionFactor">The codec's expansion limit (<see cref="DecompressionLimits"/>); the Zstandard block arrays pass theirs.</param>
        internal static void ReadBlocks(
            ref FramingReader reader,
            FramingReader entries,
            long blockCount,
            long total,
            bool isChecked,
            ILz4BlockCodec codec,
            out ReadOnlySequence<byte> decompressed,
            out SegmentedBuffer? lease,
            DecodeParallelism parallelism,
            long maxExpansionFactor = DecompressionLimits.MaxExpansionFactor)
        {
            FramingReader blocks = reader;
            FramingReader entryCursor = entries;
            for (long i = 0; i < blockCount; i++)
            {
                BlockEntry entry = entryCursor.ReadBlockEntry(isChecked);
                long position = reader.Consumed;
                long compressed = reader.ReadBlockHeader(i);
                if (isChecked && compressed != entry.Compressed)
                {
                    ThrowHelper.ThrowCheckedBlockLengthMismatch(i, compressed, entry.Compressed, position);
                }

                if (compressed > reader.Remaining)
                {
                    ThrowHelper.ThrowCompressedTruncated($"LZ4 block {i} of {compressed} bytes", position);
                }

                DecompressionLimits.CheckBlock(entry.Declared, compressed, position, maxExpansionFactor);
                reader.Advance(compressed);
            }

            if (total == 0)
            {
                decompressed = ReadOnlySequence<byte>.Empty;
                lease = null;
                return;
            }

            SegmentedBuffer buffer = SegmentedBuffer.Rent();
            try
            {
                if (parallelism.Applies(total, blockCount))
                {
                    ParallelBlockDecoder.Decode(entries, blocks, blockCount, buffer, codec, parallelism.MaxDegree, isChecked, parallelism.BackOff);
                    decompressed = buffer.AsReadOnlySequence();
                    lease = buffer;
                    return;
                }

                entryCursor = entries;
                for (long i = 0; i < blockCount; i++)
                {
                    BlockEntry entry = entryCursor.ReadBlockEntry(isChecked);
                    int declared = (int)entry.Declared;
                    long position = blocks.Consumed;
                    int compressed = (int)blocks.ReadBlockHeader(i);
                    if (declared == 0)
                    {
                        continue;
                    }

                    // Blocks of up to 64 KB share pooled segments; a larger block (a writer that did not split at
                    // 64 KB) gets a native segment of its own, never an array on the Large Object Heap.
                    BlockDecoder.Decode(ref blocks, compressed, buffer.GetSpan(declared).Slice(0, declared), codec, i, position, entry.Checksum);
                    buffer.Advance(declared);
                }
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
