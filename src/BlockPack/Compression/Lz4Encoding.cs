using BlockPack.Compression.Codecs;

namespace BlockPack
{
    /// <summary>
    /// Reports the LZ4 block encoder behind <see cref="MessagePackCompression.Lz4Block"/> and
    /// <see cref="MessagePackCompression.Lz4BlockArray"/>, chosen once per process.
    /// </summary>
    /// <remarks>
    /// <para>
    /// By default BlockPack compresses blocks of up to 64 KB (every <see cref="MessagePackCompression.Lz4BlockArray"/>
    /// block) with its own native encoder when the native library loads and its encoder passes a self-test (encode,
    /// then decode with the native decoder and with K4os.Compression.LZ4, compare), and with K4os.Compression.LZ4
    /// otherwise and for larger <see cref="MessagePackCompression.Lz4Block"/> payloads. Both write LZ4's fast level;
    /// any LZ4 decoder reads either. The environment variable <c>BLOCKPACK_LZ4_ENCODER</c> (read once, at first use)
    /// forces one: <c>native</c>, <c>managed</c> or <c>auto</c>. The choice is independent of the decoder's
    /// (<see cref="Lz4Decoding"/>).
    /// </para>
    /// <para>
    /// Forcing the native encoder where it cannot run is an error, never a silent fallback: every compression then
    /// throws a <see cref="MessagePackSerializationException"/> saying why.
    /// </para>
    /// </remarks>
    public static class Lz4Encoding
    {
        /// <summary>The environment variable that forces an encoder: <c>native</c>, <c>managed</c> or <c>auto</c>.</summary>
        public const string EnvironmentVariable = Lz4CodecSelection.EncoderEnvironmentVariable;

        /// <summary>
        /// Gets a value indicating whether blocks of up to 64 KB are compressed by BlockPack's native encoder (false: by
        /// K4os.Compression.LZ4). Probes the native library if that has not happened yet.
        /// </summary>
        public static bool IsNative => Lz4CodecSelection.IsNativeEncoder;

        /// <summary>Gets a one-line account of the encoder in use and why, for logs.</summary>
        public static string Description => Lz4CodecSelection.DescribeEncoder();
    }
}
