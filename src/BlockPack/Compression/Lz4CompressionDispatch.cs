using BlockPack.Compression.Codecs;

namespace BlockPack.Compression
{
    /// <summary>
    /// The dispatch of <see cref="MessagePackCompression.Lz4Block"/> and <see cref="MessagePackCompression.Lz4BlockArray"/>:
    /// blocks are written with the LZ4 codec in use. It names no Zstandard type, so an app that turns
    /// <see cref="ZstandardFeature.IsSupported"/> off carries no Zstandard code.
    /// </summary>
    internal sealed class Lz4CompressionDispatch : CompressionDispatch
    {
        /// <summary>The shared instance, constructed on the first <c>WithCompression</c> of an LZ4 mode.</summary>
        internal static readonly Lz4CompressionDispatch Instance = new Lz4CompressionDispatch();

        private Lz4CompressionDispatch()
        {
        }

        /// <inheritdoc/>
        protected override IBlockCodec Codec(MessagePackSerializerOptions options) => Lz4CodecSelection.Current;
    }
}
