namespace BlockPack.Compression.Codecs
{
    /// <summary>Which LZ4 encoder <c>BLOCKPACK_LZ4_ENCODER</c> asks for.</summary>
    internal enum Lz4EncoderPreference
    {
        /// <summary>The native encoder when it passed its self-test, else K4os.</summary>
        Automatic,

        /// <summary>The native encoder; compression fails with the reason when it cannot run.</summary>
        Native,

        /// <summary>K4os.Compression.LZ4.</summary>
        Managed,
    }
}
