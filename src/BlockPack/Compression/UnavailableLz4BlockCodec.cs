using System;

namespace BlockPack.Compression
{
    /// <summary>
    /// Stands in when no LZ4 library could be loaded, so that compression fails with a
    /// <see cref="MessagePackSerializationException"/> that says why, instead of a loader exception or a crash.
    /// </summary>
    internal sealed class UnavailableLz4BlockCodec : ILz4BlockCodec
    {
        internal static readonly UnavailableLz4BlockCodec Instance = new UnavailableLz4BlockCodec();

        private UnavailableLz4BlockCodec()
        {
        }

        /// <inheritdoc/>
        public int MaxCompressedLength(int inputLength)
        {
            ThrowHelper.ThrowLz4Unavailable(LibLz4.LoadFailure);
            return 0;
        }

        /// <inheritdoc/>
        public int Compress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            ThrowHelper.ThrowLz4Unavailable(LibLz4.LoadFailure);
            return 0;
        }

        /// <inheritdoc/>
        public int Decompress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            ThrowHelper.ThrowLz4Unavailable(LibLz4.LoadFailure);
            return 0;
        }
    }
}
