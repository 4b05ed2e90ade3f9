using System;
using System.Runtime.InteropServices;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Internal;

namespace BlockPack.Native
{
    /// <summary>
    /// The <see cref="IBlockCodec"/> that decodes with BlockPack's own native decoder (<c>bp_lz4_decode</c>) and
    /// encodes with the managed codec; when the native encoder is in use, <see cref="NativeEncodingLz4BlockCodec"/>
    /// stands in front of it.
    /// </summary>
    /// <remarks>
    /// The native decoder rejects a match offset of 0, so every byte it reports as written came from the block and
    /// pooled destinations need neither clearing nor the managed codec's offset scan. When the native decoder is
    /// forced (<c>BLOCKPACK_LZ4_DECODER=native</c>) but cannot run, an instance made by <see cref="Unavailable"/> stands
    /// in: decoding fails with the reason rather than silently using another decoder.
    /// </remarks>
    internal sealed unsafe class NativeLz4BlockCodec : Lz4BlockCodec
    {
        private static readonly NativeLz4BlockCodec Shared = new NativeLz4BlockCodec(null);

        private readonly string? unavailableReason;

        private NativeLz4BlockCodec(string? unavailableReason)
        {
            this.unavailableReason = unavailableReason;
        }

        /// <summary>
        /// Gets the codec when the native library loaded and passed its self-test, else null (so that anything listing
        /// the codecs skips one that cannot run). Probes the library on first use.
        /// </summary>
        internal static NativeLz4BlockCodec? Instance => NativeLz4Library.Status.IsAvailable ? Shared : null;

        /// <summary>Gets the codec without probing; only for a caller that has seen a successful probe.</summary>
        internal static NativeLz4BlockCodec Unprobed => Shared;

        /// <summary>Gets a value indicating whether this instance decodes (false for a forced but unavailable decoder).</summary>
        internal bool CanDecode => this.unavailableReason is null;

        /// <summary>Makes the stand-in for a native decoder that was forced but cannot run.</summary>
        /// <param name="reason">Why it cannot run.</param>
        /// <returns>A codec that encodes and refuses to decode.</returns>
        internal static NativeLz4BlockCodec Unavailable(string reason) => new NativeLz4BlockCodec(reason);

        /// <inheritdoc/>
        public override int MaxCompressedLength(int inputLength) => ManagedLz4BlockCodec.WorstCaseLength(inputLength);

        /// <inheritdoc/>
        public override int Compress(ReadOnlySpan<byte> source, Span<byte> destination, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
            => ManagedLz4BlockCodec.Instance.Compress(source, destination, level);

        /// <inheritdoc/>
        public override int Decompress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            if (this.unavailableReason is not null)
            {
                ThrowHelper.ThrowForcedNativeLz4Unavailable(this.unavailableReason);
            }

            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return NativeLz4Methods.Decode(src, source.Length, dst, destination.Length);
            }
        }
    }
}
