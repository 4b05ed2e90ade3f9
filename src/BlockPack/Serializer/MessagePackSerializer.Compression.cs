using System;
using System.Buffers;
using System.Runtime.CompilerServices;
using System.Threading;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;

namespace BlockPack
{
    /// <content>
    /// The compression hooks: the serializer hands plain msgpack to frame, or input that may be framed, to the options'
    /// <see cref="CompressionDispatch"/>, never to a codec by name.
    /// </content>
    public static partial class MessagePackSerializer
    {
        /// <summary>
        /// Writes a plainly serialized value to <paramref name="output"/> in the framing
        /// <see cref="MessagePackSerializerOptions.Compression"/> asks for, or unchanged when it is shorter than
        /// <see cref="MessagePackSerializerOptions.CompressionMinLength"/> or (with
        /// <see cref="MessagePackSerializerOptions.MinimumCompressionSavings"/>) when framing saves too little. Only in
        /// that last case is the framing staged in pooled segments first, so that the loser never reaches the output.
        /// </summary>
        private static void WriteCompressed(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, MessagePackSerializerOptions options, CompressionDispatch compression, BlockCompressionPipeline? pipeline)
        {
            // A value shorter than CompressionMinLength gets here only with a Zstandard dictionary, and is framed only when
            // that pays, so it is always staged.
            bool shortValue = plain.Length < options.CompressionMinLength;
            if (!shortValue && !CompressionSavingsRule.Applies(options.MinimumCompressionSavings))
            {
                compression.Write(plain, output, options, pipeline);
                return;
            }

            using SegmentedBuffer framed = SegmentedBuffer.Rent();
            compression.Write(plain, framed, options, pipeline);
            bool keepsFramed = KeepsFramed(plain.Length, framed.Length, options);
            Compressor.CopyUnchanged(keepsFramed ? framed.AsReadOnlySequence() : plain, output);
        }

        /// <summary>
        /// Serializes a value into <paramref name="output"/> when compression is on (and <typeparamref name="T"/> is not
        /// a fixed-size primitive). The value is written straight into <paramref name="output"/>'s memory while it is
        /// shorter than <see cref="MessagePackSerializerOptions.CompressionMinLength"/> and committed there in place if
        /// it ends short, so small messages pay no scratch copy; a longer value moves to pooled 64 KB segments and is
        /// framed into <paramref name="output"/> from there (each full segment compressed on another thread meanwhile,
        /// when the options allow it).
        /// </summary>
        private static void SerializeCompressed<T>(IBufferWriter<byte> output, T value, MessagePackSerializerOptions options, CompressionDispatch compression, CancellationToken cancellationToken)
        {
            BlockCompressionPipeline? pipeline = compression.RentPipeline(options);
            ThresholdBufferWriter staging = ThresholdBufferWriter.Rent(output, options.FramingMinLength, pipeline);
            try
            {
                var writer = new MessagePackWriter(staging) { OldSpec = options.OldSpec ?? false, CancellationToken = cancellationToken };
                Serialize(ref writer, value, options);
                writer.Flush();
                if (!staging.TryCommitShort())
                {
                    // The compressors write straight into the caller's memory: check each span is as long as asked for.
                    SizeCheckingBufferWriter checkedOutput = SizeCheckingBufferWriter.Rent(output);
                    try
                    {
                        WriteCompressed(staging.Spilled!.AsReadOnlySequence(), checkedOutput, options, compression, pipeline);
                    }
                    catch (Exception ex) when (ShouldWrap(ex))
                    {
                        // The value was serialized; writing its framing failed. Entry points report every failure this way.
                        throw new MessagePackSerializationException($"Failed to serialize {TypeName<T>()} value: {ex.Message}", ex);
                    }
                    finally
                    {
                        checkedOutput.Return();
                    }
                }
            }
            finally
            {
                // The pipeline first: its workers may still be reading the staging buffer's segments.
                pipeline?.Return();
                staging.Return();
            }
        }

        /// <summary>
        /// Finishes serializing to an array when compression is on, given the plain form: a value shorter than
        /// <see cref="MessagePackSerializerOptions.CompressionMinLength"/> is copied straight out of the plain buffer
        /// (no second buffer, no framing), so small messages cost what they cost uncompressed; longer ones are framed
        /// into a second pooled buffer.
        /// </summary>
        private static byte[] ToArrayCompressed(SegmentedBuffer plain, MessagePackSerializerOptions options, CompressionDispatch compression, BlockCompressionPipeline? pipeline)
        {
            if (plain.Length < options.FramingMinLength)
            {
                return plain.ToArray();
            }

            // The framing goes to a second buffer anyway, so the savings rule costs only a comparison here.
            using SegmentedBuffer framed = SegmentedBuffer.Rent();
            compression.Write(plain.AsReadOnlySequence(), framed, options, pipeline);
            return KeepsFramed(plain.Length, framed.Length, options) ? framed.ToArray() : plain.ToArray();
        }

        /// <summary>
        /// Decides between a framed and a plain form: the savings rule, and for a value shorter than
        /// <see cref="MessagePackSerializerOptions.CompressionMinLength"/> (framed only because a Zstandard dictionary may
        /// shrink it) a framing that is shorter than the plain bytes.
        /// </summary>
        private static bool KeepsFramed(long plainLength, long framedLength, MessagePackSerializerOptions options)
            => CompressionSavingsRule.KeepsFramed(plainLength, framedLength, options.MinimumCompressionSavings)
                && (plainLength >= options.CompressionMinLength || framedLength < plainLength);

        /// <summary>
        /// Decodes <paramref name="input"/> when it starts with an <c>Lz4Block</c> or <c>Lz4BlockArray</c> framing,
        /// after checking every declared size against <see cref="MessagePackSecurity.MaximumDecompressedSize"/>.
        /// </summary>
        /// <returns>False when the input is plain msgpack.</returns>
        /// <remarks>The "certainly plain" answer is inlined into the caller; the rest is a call away.</remarks>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static bool TryDecompress(in ReadOnlySequence<byte> input, MessagePackSerializerOptions options, CompressionDispatch compression, out ReadOnlySequence<byte> decompressed, out long consumed, out IDisposable? lease)
        {
            if (!Decompressor.MayBeFramed(input))
            {
                decompressed = default;
                consumed = 0;
                lease = null;
                return false;
            }

            bool compressed = compression.TryDecompress(input, options, out decompressed, out consumed, out SegmentedBuffer? buffer);
            lease = buffer;
            return compressed;
        }
    }
}
