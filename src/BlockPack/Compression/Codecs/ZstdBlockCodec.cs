using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Internal;
using ZstdSharp.Unsafe;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// Compresses and decodes <c>ZstdBlockArray</c>'s frames. Written payloads hold magicless frames that each span a
    /// run of segments up to <see cref="FrameSize"/>, streamed in and out (<see cref="CompressFrame"/>,
    /// <see cref="DecompressFrame"/>, <see cref="ZstdFrameStreams"/>); the version-1 form still read holds one standard
    /// frame per 64 KB block (magic number, content size, no checksum, no dictionary id), decoded whole by
    /// <see cref="Decompress"/>.
    /// </summary>
    /// <remarks>
    /// Instances are immutable and thread-safe; the contexts are per thread (<see cref="ZstdContexts"/>) and the
    /// digested dictionaries are shared (<see cref="ZstdDictionary"/>). No call allocates on the managed heap.
    /// </remarks>
    internal sealed unsafe class ZstdBlockCodec : IBlockCodec
    {
        /// <summary>The codec without a dictionary, at the level the options map to.</summary>
        internal static readonly ZstdBlockCodec Plain = new ZstdBlockCodec(null, null);

        /// <summary>The largest input one call compresses: far above a 64 KB block, and keeps the bound within an int.</summary>
        private const int MaxInputSize = 0x7E000000;

        private readonly ZstdDictionary? dictionary;
        private readonly int? level;

        /// <summary>Initializes a new instance of the <see cref="ZstdBlockCodec"/> class.</summary>
        /// <param name="dictionary">The trained dictionary, or null.</param>
        /// <param name="level">An explicit Zstandard level, or null to map <see cref="MessagePackCompressionLevel"/>.</param>
        /// <param name="frameSize">The plain bytes one frame spans when written (<see cref="ZstdFrameStreams.MinimumFrameSize"/> to <see cref="ZstdFrameStreams.MaximumFrameSize"/>).</param>
        internal ZstdBlockCodec(ZstdDictionary? dictionary, int? level, int frameSize = ZstdFrameStreams.DefaultFrameSize)
        {
            this.dictionary = dictionary;
            this.level = level;
            this.FrameSize = frameSize;
        }

        /// <inheritdoc/>
        public int FrameSize { get; }

        /// <inheritdoc/>
        public string Name => "Zstandard";

        /// <inheritdoc/>
        public long MaxExpansionFactor => DecompressionLimits.ZstdMaxExpansionFactor;

        /// <inheritdoc/>
        public bool DecodesInParallel => true;

        /// <summary>Gets the dictionary, or null.</summary>
        internal ZstdDictionary? Dictionary => this.dictionary;

        /// <inheritdoc/>
        public uint DictionaryId => this.dictionary?.Id ?? 0;

        /// <summary>Gets the codec for a dictionary id read from a framing: the plain codec for 0, else the registered dictionary's.</summary>
        /// <param name="dictionaryId">The id.</param>
        /// <param name="dictionaries">The dictionaries registered for reading, or null for none.</param>
        /// <param name="position">The offset of the id, for the error.</param>
        /// <returns>The codec.</returns>
        /// <exception cref="MessagePackSerializationException">No registered dictionary has the id.</exception>
        internal static ZstdBlockCodec ForDictionaryId(uint dictionaryId, IReadOnlyList<ZstdDictionary>? dictionaries, long position)
        {
            if (dictionaryId == 0)
            {
                return Plain;
            }

            int registered = dictionaries?.Count ?? 0;
            for (int i = 0; i < registered; i++)
            {
                if (dictionaries![i].Id == dictionaryId)
                {
                    return dictionaries[i].Decoder;
                }
            }

            ThrowHelper.ThrowZstdDictionaryMissing(dictionaryId, registered, position);
            return null!;
        }

        /// <inheritdoc/>
        public long CompressFrame(IReadOnlyList<ReadOnlyMemory<byte>> plain, long plainLength, List<byte[]> output, MessagePackCompressionLevel level, bool largeValue)
            => ZstdFrameStreams.Compress(plain, plainLength, output, this.dictionary, this.level ?? ZstdLevels.Map(level), largeValue);

        /// <inheritdoc/>
        public long DecompressFrame(in ReadOnlySequence<byte> source, long declared, IBufferWriter<byte> output)
            => ZstdFrameStreams.Decompress(source, declared, output, this.dictionary);

        /// <inheritdoc/>
        public int MaxCompressedLength(int inputLength)
            => (uint)inputLength > MaxInputSize ? 0 : (int)Methods.ZSTD_compressBound((nuint)inputLength);

        /// <inheritdoc/>
        public int Compress(ReadOnlySpan<byte> source, Span<byte> destination, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
        {
            if (source.Length > MaxInputSize)
            {
                return 0;
            }

            int zstdLevel = this.level ?? ZstdLevels.Map(level);
            ZSTD_CCtx_s* context = ZstdContexts.Compression;
            nuint result;
            fixed (byte* from = source)
            fixed (byte* to = destination)
            {
                if (this.dictionary is null)
                {
                    result = Methods.ZSTD_compressCCtx(context, to, (nuint)destination.Length, from, (nuint)source.Length, zstdLevel);
                }
                else
                {
                    // The frame leaves the dictionary id out (the framing's header carries it) and keeps the content size.
                    ZSTD_frameParameters frame = new ZSTD_frameParameters { contentSizeFlag = 1, checksumFlag = 0, noDictIDFlag = 1 };
                    result = Methods.ZSTD_compress_usingCDict_advanced(
                        context, to, (nuint)destination.Length, from, (nuint)source.Length, this.dictionary.CompressionDictionary(zstdLevel), frame);
                    GC.KeepAlive(this.dictionary);
                }
            }

            // Zstandard's only expected failure here is "destination too small", which the interface reports as 0.
            return Methods.ZSTD_isError(result) ? 0 : (int)result;
        }

        /// <inheritdoc/>
        public int Decompress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            if (source.IsEmpty)
            {
                return -1;
            }

            ZSTD_DCtx_s* context = ZstdContexts.Decompression;
            nuint result;
            fixed (byte* from = source)
            fixed (byte* to = destination)
            {
                // Single-shot decoding into the caller's buffer: Zstandard checks every offset and length against it,
                // fails on trailing bytes, and allocates no window of its own.
                if (this.dictionary is null)
                {
                    result = Methods.ZSTD_decompressDCtx(context, to, (nuint)destination.Length, from, (nuint)source.Length);
                }
                else
                {
                    result = Methods.ZSTD_decompress_usingDDict(context, to, (nuint)destination.Length, from, (nuint)source.Length, this.dictionary.DecompressionDictionary);
                    GC.KeepAlive(this.dictionary);
                }
            }

            return Methods.ZSTD_isError(result) ? -1 : (int)result;
        }
    }
}
