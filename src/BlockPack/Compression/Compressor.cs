using System;
using System.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;
using BlockPack.Compression.Parallel;

namespace BlockPack.Compression
{
    /// <summary>
    /// The one place that chooses the framing writer for an already serialized value: plain output, <c>Lz4Block</c>, an
    /// <c>Lz4BlockArray</c> (<see cref="BlockArrayFraming"/>, checked or not), or <c>ZstdBlockArray</c>'s frames
    /// (<see cref="ZstdFramesWriter"/>, checked or not),
    /// written on the calling thread or from the pieces the compression pipeline compressed while the value was
    /// written. The serializer's entry points and the tests and benchmarks that frame bytes directly all come through
    /// here; <see cref="Decompressor.TryDecompress"/> is its counterpart for reading.
    /// </summary>
    internal static class Compressor
    {
        /// <summary>
        /// Writes <paramref name="plain"/> to <paramref name="output"/> in the framing <paramref name="options"/> ask for
        /// (see the other overload), with the LZ4 codec in use or the options' Zstandard codec.
        /// </summary>
        /// <param name="plain">The plain msgpack.</param>
        /// <param name="output">The destination.</param>
        /// <param name="options">The compression, thresholds, checksums and levels.</param>
        /// <param name="pipeline">The pipeline that compressed blocks while the value was written, or null.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, MessagePackSerializerOptions options, BlockCompressionPipeline? pipeline)
        {
            Write(plain, output, options.Compression, options.FramingMinLength, CodecFor(options), options.BlockChecksums, options.CompressionLevel, pipeline);
        }

        /// <summary>Gets the codec the options' framing compresses with: the options' Zstandard codec, or the LZ4 codec in use.</summary>
        /// <param name="options">The options.</param>
        /// <returns>The codec.</returns>
        internal static IBlockCodec CodecFor(MessagePackSerializerOptions options)
            => options.Compression == MessagePackCompression.ZstdBlockArray ? options.ZstdCodec : Lz4CodecSelection.Current;

        /// <summary>
        /// Writes <paramref name="plain"/> to <paramref name="output"/>: unchanged when it is shorter than
        /// <paramref name="minimumLength"/> or compression is off, otherwise in the requested framing (even if that
        /// is larger, as MessagePack-CSharp does, so both produce the same kind of output for the same settings; the
        /// savings rule is the caller's).
        /// </summary>
        /// <param name="plain">The plain msgpack.</param>
        /// <param name="output">The destination.</param>
        /// <param name="compression">The framing.</param>
        /// <param name="minimumLength">
        /// The shortest value framed: MessagePackSerializerOptions.CompressionMinLength, or 1 for a Zstandard dictionary
        /// (MessagePackSerializerOptions.FramingMinLength).
        /// </param>
        /// <param name="codec">The codec of the framing's blocks: an LZ4 one, or a <see cref="ZstdBlockCodec"/> for <c>ZstdBlockArray</c>.</param>
        /// <param name="blockChecksums">Whether to write the checked framing (MessagePackSerializerOptions.BlockChecksums).</param>
        /// <param name="level">MessagePackSerializerOptions.CompressionLevel.</param>
        /// <param name="pipeline">
        /// The pipeline that compressed blocks while the value was written, or null: when its workers started (or the
        /// framing is a checked block array, which holds every block before its header anyway) its pieces are written.
        /// </param>
        internal static void Write(
            in ReadOnlySequence<byte> plain,
            IBufferWriter<byte> output,
            MessagePackCompression compression,
            int minimumLength,
            IBlockCodec codec,
            bool blockChecksums = false,
            MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal,
            BlockCompressionPipeline? pipeline = null)
        {
            if (compression == MessagePackCompression.None || plain.Length < minimumLength || plain.IsEmpty)
            {
                PlainCopy.Write(plain, output);
                return;
            }

            if (compression == MessagePackCompression.Lz4Block)
            {
                if (pipeline is not null && pipeline.HasStartedWorkers)
                {
                    Lz4BlockJoiner.Write(pipeline.CompressAll(plain), plain, output, blockChecksums);
                }
                else
                {
                    Lz4BlockWriter.Write(plain, output, codec, blockChecksums, level);
                }

                return;
            }

            if (compression == MessagePackCompression.ZstdBlockArray)
            {
                // The frames' header lists every compressed size, so the pipeline's pieces are used whenever there is one.
                if (pipeline is not null)
                {
                    ZstdFramesWriter.WritePieces(output, blockChecksums, codec.DictionaryId, pipeline.CompressAll(plain));
                }
                else
                {
                    ZstdFramesWriter.Write(plain, output, codec, blockChecksums, level);
                }

                return;
            }

            BlockArrayFraming framing = BlockArrayFraming.For(zstd: false, blockChecksums);
            if (pipeline is not null && (pipeline.HasStartedWorkers || framing.IsChecked))
            {
                BlockArrayWriter.WritePieces(output, framing, codec.DictionaryId, pipeline.CompressAll(plain));
            }
            else
            {
                BlockArrayWriter.Write(plain, output, framing, codec, codec.DictionaryId, level);
            }
        }

        /// <summary>Copies bytes to <paramref name="output"/> as they are, in pieces no larger than a segment (<see cref="PlainCopy"/>).</summary>
        /// <param name="plain">The bytes.</param>
        /// <param name="output">The destination.</param>
        internal static void CopyUnchanged(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output) => PlainCopy.Write(plain, output);
    }
}
