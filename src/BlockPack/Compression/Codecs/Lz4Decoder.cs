namespace BlockPack
{
    /// <summary>The LZ4 block decoders BlockPack can use; see <see cref="Lz4Decoding"/>.</summary>
    public enum Lz4Decoder
    {
        /// <summary>
        /// The native decoder when it loads and passes its self-test on this machine, else the managed decoder (<see cref="Fallback"/>). The default.
        /// </summary>
        Automatic = 0,

        /// <summary>
        /// BlockPack's own native decoder (<c>blockpack_native</c>, shipped in the package for linux-x64, linux-arm64 and
        /// win-x64): SIMD variants chosen per CPU and per data, strict about malformed blocks.
        /// </summary>
        Native = 1,

        /// <summary>
        /// The managed decoder, K4os.Compression.LZ4, which runs on every platform and needs nothing installed; BlockPack
        /// always compresses with it. Like the native decoder it rejects blocks with the forbidden match offset 0.
        /// </summary>
        Fallback = 2,
    }
}
