using System;
using System.Runtime.InteropServices;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Internal;

namespace BlockPack.Native
{
    /// <summary>
    /// The <see cref="IBlockCodec"/> that encodes blocks of up to 64 KB with BlockPack's native encoder
    /// (<c>bp_lz4_encode</c>) and larger ones with K4os (the native encoder's positions are 16-bit), and decodes with
    /// whichever decoder <see cref="Lz4CodecSelection"/> chose.
    /// </summary>
    /// <remarks>
    /// When the native encoder is forced (<c>BLOCKPACK_LZ4_ENCODER=native</c>) but cannot run, an instance with the
    /// reason stands in: compressing fails with it rather than silently using another encoder.
    /// </remarks>
    internal sealed unsafe class NativeEncodingLz4BlockCodec : Lz4BlockCodec
    {
        private readonly string? unavailableReason;

        /// <summary>Initializes a new instance of the <see cref="NativeEncodingLz4BlockCodec"/> class.</summary>
        /// <param name="decoder">The codec that decodes.</param>
        /// <param name="unavailableReason">Why the forced native encoder cannot run, or null when it can.</param>
        internal NativeEncodingLz4BlockCodec(IBlockCodec decoder, string? unavailableReason)
        {
            this.Decoder = decoder;
            this.unavailableReason = unavailableReason;
        }

        /// <summary>Gets the codec that decodes.</summary>
        internal IBlockCodec Decoder { get; }

        /// <inheritdoc/>
        /// <remarks>LZ4's bound, the same for both encoders (<c>bp_lz4_encode_bound</c> is K4os's formula).</remarks>
        public override int MaxCompressedLength(int inputLength) => ManagedLz4BlockCodec.WorstCaseLength(inputLength);

        /// <inheritdoc/>
        /// <remarks>
        /// <see cref="MessagePackCompressionLevel.SmallestSize"/> is LZ4 HC, which only K4os has, so it always goes there;
        /// the other levels are the native encoder's acceleration up to 64 KB.
        /// </remarks>
        public override int Compress(ReadOnlySpan<byte> source, Span<byte> destination, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
        {
            if (this.unavailableReason is not null)
            {
                ThrowHelper.ThrowForcedNativeLz4EncoderUnavailable(this.unavailableReason);
            }

            if (source.Length > NativeLz4Methods.EncodeMaxInput || level == MessagePackCompressionLevel.SmallestSize)
            {
                return ManagedLz4BlockCodec.Instance.Compress(source, destination, level);
            }

            int acceleration = level == MessagePackCompressionLevel.Fastest ? NativeLz4Methods.FastestAcceleration : NativeLz4Methods.DefaultAcceleration;
            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                // Negative results mean bad arguments, impossible for spans; like "did not fit", they become 0, which
                // the framing reports as a failed compression.
                int length = NativeLz4Methods.Encode(src, source.Length, dst, destination.Length, acceleration);
                return length > 0 ? length : 0;
            }
        }

        /// <inheritdoc/>
        public override int Decompress(ReadOnlySpan<byte> source, Span<byte> destination) => this.Decoder.Decompress(source, destination);
    }
}
