using System;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Lz4Reference;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// The reference liblz4 as an <see cref="IBlockCodec"/>, so framing-level tests can compare BlockPack's codecs
    /// with it. liblz4 accepts the forbidden match offset 0 and then copies stale destination bytes, so the destination
    /// is cleared first: outcomes depend on the block alone, and such a block decodes to zeros.
    /// </summary>
    internal sealed class ReferenceLz4BlockCodec : Lz4BlockCodec
    {
        internal static readonly ReferenceLz4BlockCodec Instance = new ReferenceLz4BlockCodec();

        private ReferenceLz4BlockCodec()
        {
        }

        public override int MaxCompressedLength(int inputLength) => LibLz4Reference.CompressBound(inputLength);

        /// <remarks>liblz4's default level whatever <paramref name="level"/> asks: the tests compare decoders with it.</remarks>
        public override int Compress(ReadOnlySpan<byte> source, Span<byte> destination, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
            => LibLz4Reference.Compress(source, destination);

        public override int Decompress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            destination.Clear();
            return LibLz4Reference.Decompress(source, destination);
        }
    }
}
