using System;
using BlockPack.Compression;

namespace BlockPack.Native
{
    /// <summary>
    /// Stands in when the native decoder is forced (<c>BLOCKPACK_LZ4_DECODER=native</c>) but cannot be used: decoding
    /// fails with the reason instead of silently using another decoder; encoding, which never needs the native
    /// library, still works.
    /// </summary>
    internal sealed class UnavailableNativeLz4BlockCodec : ILz4BlockCodec
    {
        private readonly ILz4BlockCodec encoder;
        private readonly string reason;

        /// <summary>Initializes a new instance of the <see cref="UnavailableNativeLz4BlockCodec"/> class.</summary>
        /// <param name="encoder">The codec that compresses.</param>
        /// <param name="reason">Why the native decoder is unavailable.</param>
        internal UnavailableNativeLz4BlockCodec(ILz4BlockCodec encoder, string reason)
        {
            this.encoder = encoder;
            this.reason = reason;
        }

        /// <inheritdoc/>
        public int MaxCompressedLength(int inputLength) => this.encoder.MaxCompressedLength(inputLength);

        /// <inheritdoc/>
        public int Compress(ReadOnlySpan<byte> source, Span<byte> destination) => this.encoder.Compress(source, destination);

        /// <inheritdoc/>
        public int Decompress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            ThrowHelper.ThrowForcedNativeLz4Unavailable(this.reason);
            return -1;
        }
    }
}
