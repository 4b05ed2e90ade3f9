namespace BlockPack
{
    /// <summary>
    /// How hard the LZ4 encoder works, in the shape of <c>System.IO.Compression.CompressionLevel</c>. Every level writes
    /// standard LZ4 blocks in the same framing, so any reader of <see cref="MessagePackCompression.Lz4Block"/> and
    /// <see cref="MessagePackCompression.Lz4BlockArray"/> (MessagePack-CSharp included) reads every level; only the
    /// writer's speed and the output's size change.
    /// </summary>
    /// <remarks>
    /// BlockPack has its own enum because netstandard2.0's <c>CompressionLevel</c> lacks <c>SmallestSize</c>; the values
    /// are the BCL enum's, so a cast from it keeps the meaning (its <c>NoCompression</c>, 2, is no level here: use
    /// <see cref="MessagePackCompression.None"/>). Measured ratios and speeds per level are in docs/performance.md,
    /// "Compression level" (the full table: docs/measurements/2026-11-25-compression-levels.md).
    /// <para>
    /// For <see cref="MessagePackCompression.ZstdBlockArray"/> the levels map onto Zstandard's: Fastest → 1, Optimal → 3
    /// (Zstandard's default), SmallestSize → 12; <see cref="MessagePackSerializerOptions.WithZstdCompressionLevel"/> sets
    /// any Zstandard level instead.
    /// </para>
    /// </remarks>
    public enum MessagePackCompressionLevel
    {
        /// <summary>
        /// LZ4's fast level (acceleration 1), the output BlockPack has always written; byte for byte the same as before
        /// levels existed. The default.
        /// </summary>
        Optimal = 0,

        /// <summary>
        /// LZ4 with acceleration 8: the native encoder probes fewer positions, so it compresses a little faster (6–16 %
        /// measured) and somewhat worse (6–10 % larger).
        /// Where the native encoder does not run (or for an <see cref="MessagePackCompression.Lz4Block"/> value over
        /// 64 KB), K4os.Compression.LZ4 encodes, whose block API has no acceleration, so this level is then
        /// <see cref="Optimal"/>.
        /// </summary>
        Fastest = 1,

        /// <summary>
        /// LZ4 HC (K4os.Compression.LZ4's high-compression encoder, level 9): 15–20 times slower to write (hundreds of times
        /// on incompressible data), about 20 % smaller, and faster to decode when the data compresses. For data written
        /// once and read many times.
        /// </summary>
        SmallestSize = 3,
    }
}
