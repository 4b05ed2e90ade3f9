using System;
using System.Buffers;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;
using BlockPack.Compression.Parallel;

namespace BlockPack.Compression
{
    /// <summary>
    /// Recognizes every framing at the top level of an input and decodes it: <c>Lz4Block</c> (ext 99, checked 96),
    /// <c>ZstdBlockArray</c>'s frames (ext 93, checked 92) and the block arrays (<see cref="BlockArrayFraming"/>: ext 98,
    /// 97, and the version-1 Zstandard forms 95, 94), the last two on the calling thread or in parallel. The counterpart of <see cref="Compressor"/>.
    /// </summary>
    internal static class Decompressor
    {
        /// <summary>
        /// Decodes <paramref name="input"/> when it starts with an ext 99 (or its checked form, 96), or with an array whose
        /// first element is the ext of a block array; anything else (including a header too short to tell, and an empty
        /// array before an ext 98) is left for the plain reader. An empty array directly followed by any other block-array
        /// ext is read as a block array whose count was damaged (and so rejected), not as a plain empty array.
        /// </summary>
        /// <param name="input">The input.</param>
        /// <param name="maximumDecompressedSize">MessagePackSecurity.MaximumDecompressedSize.</param>
        /// <param name="codec">The LZ4 codec.</param>
        /// <param name="decompressed">The decoded msgpack.</param>
        /// <param name="consumed">How many input bytes the framing occupied.</param>
        /// <param name="lease">The buffer to dispose when <paramref name="decompressed"/> is no longer needed, or null.</param>
        /// <param name="parallelism">When to decode the blocks of a block array in parallel; null for the process-wide setting.</param>
        /// <param name="zstdDictionaries">The dictionaries a <c>ZstdBlockArray</c> may name; null for none.</param>
        /// <returns>Whether the input was compressed.</returns>
        /// <exception cref="MessagePackSerializationException">The input is a malformed or oversized compressed payload.</exception>
        internal static bool TryDecompress(
            in ReadOnlySequence<byte> input,
            long maximumDecompressedSize,
            IBlockCodec codec,
            out ReadOnlySequence<byte> decompressed,
            out long consumed,
            out SegmentedBuffer? lease,
            DecodeParallelism? parallelism = null,
            IReadOnlyList<ZstdDictionary>? zstdDictionaries = null)
        {
            FramingReader reader = new FramingReader(input);
            FramingReader start = reader;
            if (reader.TryReadExtensionHeader(out sbyte typeCode, out uint payloadLength))
            {
                if (typeCode is ReservedExtensionTypeCodes.Lz4Block or ReservedExtensionTypeCodes.CheckedLz4Block)
                {
                    bool isChecked = typeCode == ReservedExtensionTypeCodes.CheckedLz4Block;
                    Lz4BlockReader.Read(ref reader, start, isChecked, payloadLength, headerPosition: 0, maximumDecompressedSize, codec, out decompressed, out lease);
                    consumed = reader.Consumed;
                    return true;
                }

                if (typeCode is ReservedExtensionTypeCodes.ZstdFrames or ReservedExtensionTypeCodes.CheckedZstdFrames)
                {
                    // Behind the feature switch in a branch of its own, as the version-1 block arrays below.
                    if (ZstandardFeature.IsSupported)
                    {
                        bool isChecked = typeCode == ReservedExtensionTypeCodes.CheckedZstdFrames;
                        ReadZstdFrames(ref reader, start, isChecked, payloadLength, maximumDecompressedSize, zstdDictionaries, parallelism ?? DecodeParallelism.Current, out decompressed, out lease);
                        consumed = reader.Consumed;
                        return true;
                    }

                    ZstandardFeature.ThrowPayloadNotSupported(reader.Consumed);
                }
            }
            else if (reader.TryReadArrayHeader(out uint count)
                && reader.TryReadExtensionHeader(out typeCode, out payloadLength)
                && BlockArrayFraming.ForExtension(typeCode) is BlockArrayFraming framing
                && (count > 0 || framing != BlockArrayFraming.Lz4))
            {
                ReadBlockArray(ref reader, start, framing, count, payloadLength, maximumDecompressedSize, codec, zstdDictionaries, parallelism ?? DecodeParallelism.Current, out decompressed, out lease);
                consumed = reader.Consumed;
                return true;
            }

            decompressed = default;
            consumed = 0;
            lease = null;
            return false;
        }

        /// <summary>
        /// Answers "certainly plain" from the first one or two bytes, without setting up a reader: most inputs are plain,
        /// and this keeps compression-enabled deserialization of them nearly as cheap as with compression off. A first
        /// span too short to tell answers "maybe" and leaves it to <see cref="TryDecompress"/>.
        /// </summary>
        /// <param name="input">The input.</param>
        /// <returns>False when the input cannot start with either framing.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static bool MayBeFramed(in ReadOnlySequence<byte> input)
        {
#if NET8_0_OR_GREATER
            ReadOnlySpan<byte> first = input.FirstSpan;
#else
            ReadOnlySpan<byte> first = input.First.Span;
#endif
            if (first.IsEmpty)
            {
                return !input.IsEmpty;
            }

            byte code = first[0];
            if (IsExtensionCode(code))
            {
                return true;
            }

            if (code is >= MessagePackCode.MinFixArray and <= MessagePackCode.MaxFixArray)
            {
                // An empty array is looked at too when an ext follows: a checked block array whose count byte was damaged.
                return first.Length < 2 ? code != MessagePackCode.MinFixArray : IsExtensionCode(first[1]);
            }

            return code is MessagePackCode.Array16 or MessagePackCode.Array32;
        }

        private static bool IsExtensionCode(byte code)
            => code is (>= MessagePackCode.FixExt1 and <= MessagePackCode.FixExt16) or (>= MessagePackCode.Ext8 and <= MessagePackCode.Ext32);

        /// <summary>
        /// Validates a frames payload (ext 93 or 92) and resolves its dictionary before allocating anything, then decodes its
        /// frames, on the calling thread or in parallel.
        /// </summary>
        private static void ReadZstdFrames(
            ref FramingReader reader,
            FramingReader start,
            bool isChecked,
            uint payloadLength,
            long maximumDecompressedSize,
            IReadOnlyList<ZstdDictionary>? zstdDictionaries,
            DecodeParallelism parallelism,
            out ReadOnlySequence<byte> decompressed,
            out SegmentedBuffer? lease)
        {
            ZstdFramesHeader header = ZstdFramesReader.ReadHeader(ref reader, start, isChecked, payloadLength);
            IBlockCodec codec = ZstdBlockCodec.ForDictionaryId(header.DictionaryId, zstdDictionaries, start.Consumed);
            FramingReader table = reader;
            ZstdFramesReader.ReadTable(ref reader, ref header, maximumDecompressedSize, codec);
            FramingReader frames = reader;
            reader.Advance(header.FramesLength);
            SegmentedBuffer buffer = SegmentedBuffer.Rent();
            try
            {
                if (parallelism.Applies(header.Total, header.FrameCount))
                {
                    ParallelFrameDecoder.Decode(table, frames, header, buffer, codec, parallelism.MaxDegree, parallelism.BackOff);
                }
                else
                {
                    ZstdFramesReader.Decode(table, frames, header, codec, buffer);
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

        /// <summary>Validates a block array's header and blocks, picks the codec its framing names, then decodes it.</summary>
        private static void ReadBlockArray(
            ref FramingReader reader,
            FramingReader start,
            BlockArrayFraming framing,
            uint count,
            uint payloadLength,
            long maximumDecompressedSize,
            IBlockCodec lz4Codec,
            IReadOnlyList<ZstdDictionary>? zstdDictionaries,
            DecodeParallelism parallelism,
            out ReadOnlySequence<byte> decompressed,
            out SegmentedBuffer? lease)
        {
            long headerPosition = reader.Consumed;
            BlockArrayHeader header = BlockArrayReader.ReadHeader(ref reader, start, framing, count, payloadLength);
            FramingReader entries = reader;
            BlockArrayReader.ReadEntries(ref reader, ref header, maximumDecompressedSize);
            IBlockCodec codec = lz4Codec;
            if (framing.Codec == BlockCodecFamily.Zstandard)
            {
                // Behind the feature switch (in a branch of its own: the compiler folds the test, not the throw helper),
                // so that an app that turns Zstandard off carries no Zstandard decoder.
                if (ZstandardFeature.IsSupported)
                {
                    codec = ZstdBlockCodec.ForDictionaryId(header.Prefix, zstdDictionaries, headerPosition);
                }
                else
                {
                    ZstandardFeature.ThrowPayloadNotSupported(headerPosition);
                }
            }

            FramingReader blocks = reader;
            BlockArrayReader.ReadBlocks(ref reader, entries, header, codec);
            if (header.Total == 0)
            {
                decompressed = ReadOnlySequence<byte>.Empty;
                lease = null;
                return;
            }

            SegmentedBuffer buffer = SegmentedBuffer.Rent();
            try
            {
                if (codec.DecodesInParallel && parallelism.Applies(header.Total, header.BlockCount))
                {
                    ParallelBlockDecoder.Decode(entries, blocks, header.BlockCount, buffer, codec, parallelism.MaxDegree, header.IsChecked, parallelism.BackOff);
                }
                else
                {
                    BlockArrayReader.Decode(entries, blocks, header, codec, buffer);
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
