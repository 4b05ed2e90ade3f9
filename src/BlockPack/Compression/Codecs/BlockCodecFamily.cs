namespace BlockPack.Compression.Codecs
{
    /// <summary>The codec a framing's blocks are written in; the reader picks the instance (LZ4 decoder in use, or the Zstandard codec for the header's dictionary id).</summary>
    internal enum BlockCodecFamily
    {
        /// <summary>Raw LZ4 blocks.</summary>
        Lz4,

        /// <summary>Standard Zstandard frames.</summary>
        Zstandard,
    }
}
