using System;
using System.Runtime.InteropServices;
using BlockPack.Compression;

namespace BlockPack.Native
{
    /// <summary>
    /// The <see cref="ILz4BlockCodec"/> that decodes with BlockPack's own native decoder (<c>bp_lz4_decode</c>) and
    /// encodes with the system liblz4, since the native library only decodes.
    /// </summary>
    /// <remarks>
    /// Unlike liblz4, the native decoder rejects a match offset of 0, so every byte it reports as written was
    /// written from the block: destinations need no clearing first (contrast <see cref="LibLz4BlockCodec"/>).
    /// </remarks>
    internal sealed unsafe class NativeLz4BlockCodec : ILz4BlockCodec
    {
        private static readonly NativeLz4BlockCodec Shared = new NativeLz4BlockCodec();

        private readonly ILz4BlockCodec encoder = LibLz4.LoadFailure is null ? LibLz4BlockCodec.Instance : UnavailableLz4BlockCodec.Instance;

        private NativeLz4BlockCodec()
        {
        }

        /// <summary>
        /// Gets the codec when the native library loaded and passed its self-test, else null (so that anything listing
        /// the codecs skips one that cannot run). Probes the library on first use.
        /// </summary>
        internal static NativeLz4BlockCodec? Instance => NativeLz4Library.Status.IsAvailable ? Shared : null;

        /// <summary>Gets the codec without probing; only for a caller that has seen a successful probe.</summary>
        internal static NativeLz4BlockCodec Unprobed => Shared;

        /// <inheritdoc/>
        public int MaxCompressedLength(int inputLength) => LibLz4BlockCodec.WorstCaseLength(inputLength);

        /// <inheritdoc/>
        public int Compress(ReadOnlySpan<byte> source, Span<byte> destination) => this.encoder.Compress(source, destination);

        /// <inheritdoc/>
        public int Decompress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return NativeLz4Methods.Decode(src, source.Length, dst, destination.Length);
            }
        }
    }
}
