using BlockPack.Compression.Codecs;

namespace BlockPack.Compression
{
    /// <summary>The dispatch of <see cref="MessagePackCompression.ZstdBlockArray"/>: blocks are written with the options' Zstandard codec (level and dictionary).</summary>
    internal sealed class ZstandardCompressionDispatch : CompressionDispatch
    {
        /// <summary>The shared instance, constructed on the first <c>WithCompression(ZstdBlockArray)</c>.</summary>
        internal static readonly ZstandardCompressionDispatch Instance = new ZstandardCompressionDispatch();

        private ZstandardCompressionDispatch()
        {
        }

        /// <inheritdoc/>
        protected override IBlockCodec Codec(MessagePackSerializerOptions options) => options.ZstdCodec;
    }
}
