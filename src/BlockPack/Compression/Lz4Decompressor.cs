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
    /// <summary>Recognizes the LZ4 framings, and the Zstandard block arrays, at the top level of an input and decodes them.</summary>
    internal static class Lz4Decompressor
    {
        /// <summary>The ext type of the <c>Lz4Block</c> framing.</summary>
        internal const sbyte Lz4BlockExtensionType = 99;

        /// <summary>The ext type that leads the <c>Lz4BlockArray</c> framing.</summary>
        internal const sbyte Lz4BlockArrayExtensionType = 98;

        /// <summary>
        /// Decodes <paramref name="input"/> when it starts with an ext 99 (or its checked form, 96), or with an array whose
        /// first element is an ext 98 (or 97); anything else (including a header too short to tell) is left for the plain
        /// reader. An empty array directly followed by an ext 97 is read as a checked block array whose count was damaged
        /// (and so rejected), not as a plain empty array.
        /// </summary>
        /// <param name="input">The input.</param>
        /// <param name="maximumDecompressedSize">MessagePackSecurity.MaximumDecompressedSize.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="decompressed">The decoded msgpack.</param>
        /// <param name="consumed">How many input bytes the framing occupied.</param>
        /// <param name="lease">The buffer to dispose when <paramref name="decompressed"/> is no longer needed, or null.</param>
        /// <param name="parallelism">When to decode the blocks of an <c>Lz4BlockArray</c> in parallel; null for the process-wide setting.</param>
        /// <param name="zstdDictionaries">The dictionaries a <c>ZstdBlockArray</c> (ext 95 or 94) may name; null for none.</param>
        /// <returns>Whether the input was compressed.</returns>
        /// <exception cref="MessagePackSerializationException">The input is a malformed or oversized compressed payload.</exception>
        internal static bool TryDecompress(
            in ReadOnlySequence<byte> input,
            long maximumDecompressedSize,
            ILz4BlockCodec codec,
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
                if (typeCode is Lz4BlockExtensionType or CheckedFraming.Lz4BlockExtensionType)
                {
                    bool isChecked = typeCode == CheckedFraming.Lz4BlockExtensionType;
                    Lz4BlockReader.Read(ref reader, start, isChecked, payloadLength, headerPosition: 0, maximumDecompressedSize, codec, out decompressed, out lease);
                    consumed = reader.Consumed;
                    return true;
                }
            }
            else if (reader.TryReadArrayHeader(out uint count) && reader.TryReadExtensionHeader(out typeCode, out payloadLength))
            {
                if (typeCode == Lz4BlockArrayExtensionType && count > 0)
                {
                    Lz4BlockArrayReader.Read(ref reader, count, arrayPosition: 0, maximumDecompressedSize, codec, out decompressed, out lease, parallelism ?? DecodeParallelism.Current);
                    consumed = reader.Consumed;
                    return true;
                }

                if (typeCode is ZstdFraming.BlockArrayExtensionType or ZstdFraming.CheckedBlockArrayExtensionType)
                {
                    bool isChecked = typeCode == ZstdFraming.CheckedBlockArrayExtensionType;
                    ZstdBlockArrayReader.Read(
                        ref reader, start, isChecked, count, payloadLength, maximumDecompressedSize, zstdDictionaries ?? Array.Empty<ZstdDictionary>(), out decompressed, out lease, parallelism ?? DecodeParallelism.Current);
                    consumed = reader.Consumed;
                    return true;
                }

                if (typeCode == CheckedFraming.Lz4BlockArrayExtensionType)
                {
                    CheckedLz4BlockArrayReader.Read(ref reader, start, count, payloadLength, maximumDecompressedSize, codec, out decompressed, out lease, parallelism ?? DecodeParallelism.Current);
                    consumed = reader.Consumed;
                    return true;
                }
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
    }
}
