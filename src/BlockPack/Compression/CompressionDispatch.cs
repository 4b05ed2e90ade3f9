using System.Buffers;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;

namespace BlockPack.Compression
{
    /// <summary>
    /// The serializer's way into compression: options that ask for a framing hold one instance (one per codec family),
    /// options without compression hold none, and the serializer calls these virtual methods instead of testing
    /// <see cref="MessagePackSerializerOptions.Compression"/>. So the codecs, framings and the pipeline are reachable
    /// only from a type that <see cref="MessagePackSerializerOptions.WithCompression"/> constructs: a NativeAOT app that
    /// never asks for compression carries none of them (docs/source-generator.md, "Executable size by feature").
    /// </summary>
    internal abstract class CompressionDispatch
    {
        /// <summary>
        /// Gets the instance for a compression mode: null for <see cref="MessagePackCompression.None"/>, one shared
        /// instance per codec family otherwise.
        /// </summary>
        /// <param name="compression">A defined mode.</param>
        /// <returns>The dispatch, or null.</returns>
        /// <exception cref="System.NotSupportedException">
        /// <see cref="MessagePackCompression.ZstdBlockArray"/> while <see cref="ZstandardFeature.IsSupported"/> is off.
        /// </exception>
        internal static CompressionDispatch? For(MessagePackCompression compression)
        {
            switch (compression)
            {
                case MessagePackCompression.None:
                    return null;
                case MessagePackCompression.ZstdBlockArray:
                    // Behind the switch (in a branch of its own: the compiler folds the test, not the throw helper), so
                    // that an app that turns Zstandard off never constructs its dispatch.
                    if (ZstandardFeature.IsSupported)
                    {
                        return ZstandardCompressionDispatch.Instance;
                    }

                    ZstandardFeature.ThrowNotSupported();
                    return null;
                default:
                    return Lz4CompressionDispatch.Instance;
            }
        }

        /// <summary>
        /// Gets a pipeline that compresses 64 KB blocks on other threads while the value is written (for
        /// <c>Lz4Block</c>, pieces later joined into its one block), or null when the options keep the work on the
        /// calling thread.
        /// </summary>
        /// <param name="options">Options whose dispatch this is.</param>
        /// <returns>The rented pipeline, or null.</returns>
        internal virtual BlockCompressionPipeline? RentPipeline(MessagePackSerializerOptions options)
        {
            int degree = options.EffectiveDegreeOfParallelism;
            return degree > 1
                ? BlockCompressionPipeline.Rent(this.Codec(options), degree, findFinalSequence: options.Compression == MessagePackCompression.Lz4Block, options.BlockChecksums, options.CompressionLevel)
                : null;
        }

        /// <summary>
        /// Writes <paramref name="plain"/> to <paramref name="output"/> in the framing the options ask for, as
        /// <see cref="Compressor.Write(in ReadOnlySequence{byte}, IBufferWriter{byte}, MessagePackCompression, int, IBlockCodec, bool, MessagePackCompressionLevel, BlockCompressionPipeline?)"/>
        /// does (unchanged below <see cref="MessagePackSerializerOptions.FramingMinLength"/>).
        /// </summary>
        /// <param name="plain">The plain msgpack.</param>
        /// <param name="output">The destination.</param>
        /// <param name="options">Options whose dispatch this is.</param>
        /// <param name="pipeline">The pipeline that compressed blocks while the value was written, or null.</param>
        internal virtual void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, MessagePackSerializerOptions options, BlockCompressionPipeline? pipeline)
            => Compressor.Write(plain, output, options.Compression, options.FramingMinLength, this.Codec(options), options.BlockChecksums, options.CompressionLevel, pipeline);

        /// <summary>
        /// Decodes <paramref name="input"/> when it starts with a framing (any framing: reading does not depend on the
        /// mode the options write), after checking every declared size against
        /// <see cref="MessagePackSecurity.MaximumDecompressedSize"/>.
        /// </summary>
        /// <param name="input">The input, which <see cref="Decompressor.MayBeFramed"/> did not rule out.</param>
        /// <param name="options">Options whose dispatch this is.</param>
        /// <param name="decompressed">The decoded msgpack.</param>
        /// <param name="consumed">How many input bytes the framing occupied.</param>
        /// <param name="lease">The buffer to dispose when <paramref name="decompressed"/> is no longer needed, or null.</param>
        /// <returns>False when the input is plain msgpack.</returns>
        internal virtual bool TryDecompress(in ReadOnlySequence<byte> input, MessagePackSerializerOptions options, out ReadOnlySequence<byte> decompressed, out long consumed, out SegmentedBuffer? lease)
            => Decompressor.TryDecompress(
                input,
                options.Security.MaximumDecompressedSize,
                Lz4CodecSelection.Current,
                out decompressed,
                out consumed,
                out lease,
                new DecodeParallelism(ParallelBlockDecoder.MinimumPayload, options.EffectiveDegreeOfParallelism),
                options.ZstdReadDictionaries);

        /// <summary>Gets the codec the options' framing compresses its blocks with.</summary>
        /// <param name="options">Options whose dispatch this is.</param>
        /// <returns>The codec.</returns>
        protected abstract IBlockCodec Codec(MessagePackSerializerOptions options);
    }
}
