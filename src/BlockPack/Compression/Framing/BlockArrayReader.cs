using System;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Reads every block-array framing (<see cref="BlockArrayFraming"/>; docs/format.md). The header is validated and
    /// every declared size checked against the maximum (<see cref="ReadHeader"/>, <see cref="ReadEntries"/>), then every block's bin header against
    /// its entry and its codec's expansion limit (<see cref="ReadBlocks"/>), all before anything is allocated; only then
    /// are the blocks decoded, here (<see cref="Decode"/>) or in parallel.
    /// </summary>
    /// <remarks>
    /// The checked header's own checksum is verified before any size in it is trusted, and each block's checksum just
    /// before that block is decoded, by the thread that decodes it. The unchecked <c>Lz4BlockArray</c> header is read as
    /// MessagePack-CSharp reads it: the sizes as consecutive integers right after the ext header and the blocks right
    /// after them, the ext payload length unused; the other framings' payload lengths are exact.
    /// </remarks>
    internal static class BlockArrayReader
    {
        /// <summary>
        /// Validates what follows a block array's ext header up to its first entry, and leaves the reader there: the
        /// payload length, the checked header's own checksum and the block count.
        /// </summary>
        /// <param name="reader">The reader, just past the ext header; left at the first entry.</param>
        /// <param name="framingStart">A reader at the array header, where a checked header's checksum coverage begins.</param>
        /// <param name="framing">The framing the ext type code names.</param>
        /// <param name="arrayCount">The array's element count: the ext plus one per block.</param>
        /// <param name="payloadLength">The ext payload length.</param>
        /// <returns>The header so far; <see cref="ReadEntries"/> completes it.</returns>
        internal static BlockArrayHeader ReadHeader(ref FramingReader reader, FramingReader framingStart, BlockArrayFraming framing, uint arrayCount, uint payloadLength)
        {
            BlockArrayHeader header = new BlockArrayHeader { Framing = framing, PayloadLength = payloadLength, ArrayPosition = framingStart.Consumed };
            long headerPosition = reader.Consumed;
            if (framing.ExactPayloadLength && payloadLength > reader.Remaining)
            {
                ThrowHelper.ThrowCompressedTruncated($"a {framing.DisplayName} header of {payloadLength} bytes", headerPosition);
            }

            if (framing.IsChecked)
            {
                long tableLength = (long)payloadLength - framing.PrefixSize - CheckedFraming.ChecksumSize;
                if (tableLength < CheckedFraming.TableEntrySize || tableLength % CheckedFraming.TableEntrySize != 0)
                {
                    string rule = framing.PrefixSize == 0 ? "4 + 12 × blocks, with at least one block" : $"{framing.PrefixSize} + 12 × blocks + 4, with at least one block";
                    ThrowHelper.ThrowFramingHeaderLength(framing.DisplayName, payloadLength, rule, header.ArrayPosition);
                }

                framingStart.VerifyHeaderChecksum(headerPosition - header.ArrayPosition + framing.PrefixSize + tableLength, framing.Name);
                header.BlockCount = tableLength / CheckedFraming.TableEntrySize;
                if (arrayCount != header.BlockCount + 1)
                {
                    ThrowHelper.ThrowBlockCountMismatch(framing.DisplayName, arrayCount, header.BlockCount, header.ArrayPosition);
                }
            }
            else
            {
                if (arrayCount < 2)
                {
                    ThrowHelper.ThrowNoBlocks(framing.DisplayName, arrayCount, header.ArrayPosition);
                }

                // Each block needs at least a one-byte size and a one-byte bin header; a count that cannot fit is
                // rejected before walking it.
                header.BlockCount = arrayCount - 1L;
                if (header.BlockCount > reader.Remaining / 2)
                {
                    ThrowHelper.ThrowCompressedTruncated($"{header.BlockCount} block sizes and blocks", reader.Consumed);
                }

                if (framing.ExactPayloadLength && (long)payloadLength - framing.PrefixSize < header.BlockCount)
                {
                    ThrowHelper.ThrowFramingHeaderLength(
                        framing.DisplayName, payloadLength, $"{framing.PrefixSize} bytes and one msgpack integer per block ({header.BlockCount} blocks)", header.ArrayPosition);
                }
            }

            header.Prefix = framing.PrefixSize == 0 ? 0 : reader.ReadUInt32();
            return header;
        }

        /// <summary>
        /// Reads every entry, checking each declared size and their sum against the maximum (and, for an exact framing,
        /// that the sizes fill the payload), and leaves the reader at the first block.
        /// </summary>
        /// <param name="reader">The reader, at the first entry (where <see cref="ReadHeader"/> left it).</param>
        /// <param name="header">The header; its <see cref="BlockArrayHeader.Total"/> is set here.</param>
        /// <param name="maximumDecompressedSize">MessagePackSecurity.MaximumDecompressedSize.</param>
        internal static void ReadEntries(ref FramingReader reader, ref BlockArrayHeader header, long maximumDecompressedSize)
        {
            BlockArrayFraming framing = header.Framing;
            long sizesStart = reader.Consumed;
            for (long i = 0; i < header.BlockCount; i++)
            {
                long position = reader.Consumed;
                long declared = framing.IsChecked ? reader.ReadBlockEntry(isChecked: true).Declared : reader.ReadLength("the decompressed size of block", i);
                DecompressionLimits.AddDeclared(declared, ref header.Total, maximumDecompressedSize, position);
            }

            if (framing.IsChecked)
            {
                reader.Advance(CheckedFraming.ChecksumSize);
            }
            else if (framing.ExactPayloadLength && reader.Consumed - sizesStart != (long)header.PayloadLength - framing.PrefixSize)
            {
                ThrowHelper.ThrowFramingHeaderLength(
                    framing.DisplayName, header.PayloadLength, $"{framing.PrefixSize} bytes and the {header.BlockCount} sizes ({framing.PrefixSize + reader.Consumed - sizesStart} bytes)", header.ArrayPosition);
            }
        }

        /// <summary>
        /// Validates every block's bin header against its entry and the codec's expansion limit, without decoding, and
        /// leaves <paramref name="reader"/> after the last block.
        /// </summary>
        /// <param name="reader">The reader, at the first block (where <see cref="ReadEntries"/> left it).</param>
        /// <param name="entries">A reader at the first entry.</param>
        /// <param name="header">The header.</param>
        /// <param name="codec">The codec of the blocks.</param>
        internal static void ReadBlocks(ref FramingReader reader, FramingReader entries, in BlockArrayHeader header, IBlockCodec codec)
        {
            for (long i = 0; i < header.BlockCount; i++)
            {
                BlockEntry entry = entries.ReadBlockEntry(header.IsChecked);
                long position = reader.Consumed;
                long compressed = reader.ReadBlockHeader(i);
                if (header.IsChecked && compressed != entry.Compressed)
                {
                    ThrowHelper.ThrowCheckedBlockLengthMismatch(i, compressed, entry.Compressed, position);
                }

                if (compressed > reader.Remaining)
                {
                    ThrowHelper.ThrowCompressedTruncated($"{codec.Name} block {i} of {compressed} bytes", position);
                }

                DecompressionLimits.CheckBlock(entry.Declared, compressed, position, codec);
                reader.Advance(compressed);
            }
        }

        /// <summary>Decodes every block of a validated block array into <paramref name="buffer"/> on the calling thread.</summary>
        /// <param name="entries">A reader at the first entry.</param>
        /// <param name="blocks">A reader at the first block.</param>
        /// <param name="header">The header, validated with the blocks by <see cref="ReadBlocks"/>.</param>
        /// <param name="codec">The codec of the blocks.</param>
        /// <param name="buffer">The output.</param>
        internal static void Decode(FramingReader entries, FramingReader blocks, in BlockArrayHeader header, IBlockCodec codec, SegmentedBuffer buffer)
        {
            for (long i = 0; i < header.BlockCount; i++)
            {
                BlockEntry entry = entries.ReadBlockEntry(header.IsChecked);
                int declared = (int)entry.Declared;
                long position = blocks.Consumed;
                int compressed = (int)blocks.ReadBlockHeader(i);
                if (declared == 0)
                {
                    continue;
                }

                // Blocks of up to 64 KB share pooled segments; a larger block (a writer that did not split at 64 KB)
                // gets a native segment of its own, never an array on the Large Object Heap.
                BlockDecoder.Decode(ref blocks, compressed, buffer.GetSpan(declared).Slice(0, declared), codec, i, position, entry.Checksum);
                buffer.Advance(declared);
            }
        }
    }
}
