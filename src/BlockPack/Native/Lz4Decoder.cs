namespace BlockPack
{
    /// <summary>The LZ4 block decoders BlockPack can use; see <see cref="Lz4Decoding"/>.</summary>
    public enum Lz4Decoder
    {
        /// <summary>
        /// The native decoder when it loads and passes its self-test on this machine, else the fallback. The default.
        /// </summary>
        Automatic = 0,

        /// <summary>
        /// BlockPack's own native decoder (<c>blockpack_native</c>, shipped in the package for linux-x64, linux-arm64 and
        /// win-x64): SIMD variants chosen per CPU and per data, strict about malformed blocks.
        /// </summary>
        Native = 1,

        /// <summary>
        /// The decoder that needs no BlockPack native binary. In this build it is the system's liblz4
        /// (<c>LZ4_decompress_safe</c>), the same library BlockPack always compresses with.
        /// </summary>
        Fallback = 2,
    }
}
