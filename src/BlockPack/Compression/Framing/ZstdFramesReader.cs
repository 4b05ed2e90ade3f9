using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Integrity;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Reads <c>ZstdBlockArray</c>'s frames form (ext 93, checked 92; docs/format.md). Every field is checked before
    /// anything is allocated: the payload fits the input, the version, the frame count against the payload (and, checked,
    /// the header's CRC-32C before any size in it is trusted), then every frame's sizes against the frame limit, the
    /// expansion bound and the running maximum, and that the frames fill the payload exactly
    /// (<see cref="ReadHeader"/>, <see cref="ReadTable"/>). Frames are then decoded here (<see cref="Decode"/>) or in
    /// parallel, each by <see cref="DecodeFrame"/>.
    /// </summary>
    internal static class ZstdFramesReader
    {
        /// <summary>
        /// Validates the payload's length, version, dictionary id and frame count (and a checked header's checksum) and
        /// leaves the reader at the table's first entry.
        /// </summary>
        /// <param name="reader">The reader, just past the ext header.</param>
        /// <param name="framingStart">A reader at the ext header, where a checked header's checksum coverage begins.</param>
        /// <param name="isChecked">Whether the ext type is 92.</param>
        /// <param name="payloadLength">The ext payload length.</param>
        /// <returns>The header so far; <see cref="ReadTable"/> completes it.</returns>
        internal static ZstdFramesHeader ReadHeader(ref FramingReader reader, FramingReader framingStart, bool isChecked, uint payloadLength)
        {
            ZstdFramesHeader header = new ZstdFramesHeader { IsChecked = isChecked, Position = framingStart.Consumed, PayloadLength = payloadLength };
            if (payloadLength > reader.Remaining)
            {
                ThrowHelper.ThrowCompressedTruncated($"a {header.DisplayName} payload of {payloadLength} bytes", reader.Consumed);
            }

            int prefix = isChecked ? ZstdFramesWriter.CheckedPrefixSize : ZstdFramesWriter.UncheckedPrefixSize + 1;

            // The smallest payload: the prefix, one frame's table entry and a one-byte frame.
            int smallest = isChecked ? prefix + CheckedFraming.TableEntrySize + CheckedFraming.ChecksumSize + 1 : prefix + 2 + 1;
            if (payloadLength < smallest)
            {
                ThrowHelper.ThrowFramingHeaderLength(header.DisplayName, payloadLength, $"at least {smallest} bytes", header.Position);
            }

            reader.TryRead(out byte version);
            if (version != ZstdFramesWriter.Version)
            {
                ThrowUnknownVersion(version, reader.Consumed - 1);
            }

            header.DictionaryId = reader.ReadUInt32();
            long countPosition = reader.Consumed;
            if (isChecked)
            {
                header.FrameCount = reader.ReadUInt32();
                long rows = (long)payloadLength - prefix - CheckedFraming.ChecksumSize;

                // Each frame takes a row and at least one byte of frame.
                if (header.FrameCount < 1 || header.FrameCount > rows / (CheckedFraming.TableEntrySize + 1))
                {
                    ThrowFrameCount(header.DisplayName, header.FrameCount, payloadLength, countPosition);
                }

                long covered = reader.Consumed - framingStart.Consumed + (header.FrameCount * CheckedFraming.TableEntrySize);
                framingStart.VerifyHeaderChecksum(covered, "ZstdBlockArray");
                header.RemainingAfterPrefix = payloadLength - prefix;
            }
            else
            {
                header.FrameCount = reader.ReadLength("the frame count");
                long afterCount = payloadLength - (reader.Consumed - countPosition) - ZstdFramesWriter.UncheckedPrefixSize;

                // Each frame takes two one-byte sizes at least and one byte of frame.
                if (header.FrameCount < 1 || header.FrameCount > afterCount / 3)
                {
                    ThrowFrameCount(header.DisplayName, header.FrameCount, payloadLength, countPosition);
                }

                header.RemainingAfterPrefix = afterCount;
            }

            return header;
        }

        /// <summary>
        /// Reads every table entry, checking each frame's sizes and the running total, and that the frames fill the
        /// payload exactly; leaves the reader at the first frame.
        /// </summary>
        /// <param name="reader">The reader, at the table (where <see cref="ReadHeader"/> left it).</param>
        /// <param name="header">The header; its totals are set here.</param>
        /// <param name="maximumDecompressedSize">MessagePackSecurity.MaximumDecompressedSize.</param>
        /// <param name="codec">The frames' codec, whose expansion bound applies.</param>
        internal static void ReadTable(ref FramingReader reader, ref ZstdFramesHeader header, long maximumDecompressedSize, IBlockCodec codec)
        {
            long tableStart = reader.Consumed;
            for (long i = 0; i < header.FrameCount; i++)
            {
                long position = reader.Consumed;
                BlockEntry entry = ReadEntry(ref reader, header.IsChecked, i);
                if (entry.Declared > ZstdFrameStreams.MaximumFrameSize)
                {
                    ThrowFrameTooLarge(i, entry.Declared, position);
                }

                DecompressionLimits.AddDeclared(entry.Declared, ref header.Total, maximumDecompressedSize, position);
                if (entry.Compressed < 1 || entry.Declared < 1)
                {
                    ThrowHelper.ThrowEmptyBlockMismatch(entry.Declared, entry.Compressed, position);
                }

                DecompressionLimits.CheckBlock(entry.Declared, entry.Compressed, position, codec);

                // Compared as "compressed > room" so that huge sizes cannot overflow the sum.
                if (entry.Compressed > header.RemainingAfterPrefix - header.FramesLength)
                {
                    ThrowFramesLength(header, position);
                }

                header.FramesLength += entry.Compressed;
            }

            if (header.IsChecked)
            {
                reader.Advance(CheckedFraming.ChecksumSize);
            }

            // What follows the prefix is the table (with a checked header's checksum) and the frames, exactly.
            if (reader.Consumed - tableStart + header.FramesLength != header.RemainingAfterPrefix)
            {
                ThrowFramesLength(header, reader.Consumed);
            }
        }

        /// <summary>Reads one table entry: two msgpack integers, or a checked row.</summary>
        /// <param name="table">The reader at the entry.</param>
        /// <param name="isChecked">Whether the table is checked rows.</param>
        /// <param name="index">The frame's index, for errors.</param>
        /// <returns>The entry (sizes not yet validated).</returns>
        internal static BlockEntry ReadEntry(ref FramingReader table, bool isChecked, long index)
        {
            if (isChecked)
            {
                return table.ReadBlockEntry(isChecked: true);
            }

            long declared = table.ReadLength("the decompressed size of frame", index);
            long compressed = table.ReadLength("the compressed size of frame", index);
            return new BlockEntry(declared, compressed, null);
        }

        /// <summary>Decodes every frame of a validated payload into <paramref name="output"/> on the calling thread.</summary>
        /// <param name="table">A reader at the table's first entry.</param>
        /// <param name="frames">A reader at the first frame.</param>
        /// <param name="header">The validated header.</param>
        /// <param name="codec">The codec the dictionary id names.</param>
        /// <param name="output">The output.</param>
        internal static void Decode(FramingReader table, FramingReader frames, in ZstdFramesHeader header, IBlockCodec codec, IBufferWriter<byte> output)
        {
            ReadOnlySequence<byte> input = frames.Sequence;
            long offset = frames.Consumed;
            SequencePosition cursor = input.GetPosition(offset);
            for (long i = 0; i < header.FrameCount; i++)
            {
                BlockEntry entry = ReadEntry(ref table, header.IsChecked, i);
                ReadOnlySequence<byte> source = input.Slice(cursor, entry.Compressed);
                DecodeFrame(source, entry, i, offset, codec, output);
                cursor = source.End;
                offset += entry.Compressed;
            }
        }

        /// <summary>
        /// Checks one frame against its checksum (checked form), then decodes it into exactly its declared size;
        /// anything else is corruption.
        /// </summary>
        /// <param name="source">The frame's bytes.</param>
        /// <param name="entry">Its table entry (validated).</param>
        /// <param name="index">The frame's index, for errors.</param>
        /// <param name="position">The frame's offset, for errors.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="output">Where the frame's content goes.</param>
        internal static void DecodeFrame(in ReadOnlySequence<byte> source, BlockEntry entry, long index, long position, IBlockCodec codec, IBufferWriter<byte> output)
        {
            if (entry.Checksum is uint expected)
            {
                uint actual = 0;
                foreach (ReadOnlyMemory<byte> memory in source)
                {
                    actual = Crc32C.Append(actual, memory.Span);
                }

                if (actual != expected)
                {
                    ThrowHelper.ThrowBlockChecksumMismatch(index, expected, actual, position);
                }
            }

            long result = codec.DecompressFrame(source, entry.Declared, output);
            if (result != entry.Declared)
            {
                ThrowHelper.ThrowCorruptBlock(codec, index, result < 0 ? -1 : (int)result, entry.Declared, position);
            }
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static void ThrowUnknownVersion(byte version, long position)
        {
            throw new MessagePackSerializationException(
                $"The ZstdBlockArray frames payload at offset {position} has format version {version}; this reader knows version {ZstdFramesWriter.Version}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static void ThrowFrameCount(string framing, long count, uint payloadLength, long position)
        {
            throw new MessagePackSerializationException(
                $"The {framing} header at offset {position} declares {count} frames, which a {payloadLength}-byte payload cannot hold (at least one is needed).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static void ThrowFrameTooLarge(long index, long declared, long position)
        {
            throw new MessagePackSerializationException(
                $"Zstandard frame {index} (its sizes at offset {position}) declares {declared} decompressed bytes, more than the {ZstdFrameStreams.MaximumFrameSize} a frame may hold.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static void ThrowFramesLength(in ZstdFramesHeader header, long position)
        {
            throw new MessagePackSerializationException(
                $"The {header.DisplayName} payload at offset {header.Position} ({header.PayloadLength} bytes) is not exactly its table and the frames' declared compressed sizes (at offset {position}).");
        }
    }
}
