namespace BlockPack.Compression.Codecs
{
    /// <summary>How <see cref="MessagePackCompressionLevel"/> and an explicit level map onto Zstandard's levels.</summary>
    internal static class ZstdLevels
    {
        /// <summary>The lowest explicit level accepted: Zstandard's fast levels go further down, but gain little below -7.</summary>
        internal const int Minimum = -7;

        /// <summary>Zstandard's highest level.</summary>
        internal const int Maximum = 22;

        /// <summary>The level of <see cref="MessagePackCompressionLevel.Optimal"/>: Zstandard's own default.</summary>
        internal const int Default = 3;

        /// <summary>The level of <see cref="MessagePackCompressionLevel.Fastest"/>.</summary>
        internal const int Fastest = 1;

        /// <summary>
        /// The level of <see cref="MessagePackCompressionLevel.SmallestSize"/>: 12, picked by ratio per second of encoding
        /// (docs/measurements/2026-12-07-zstd-frames.md): on orders and on records of real text, in 1 MiB frames, each level
        /// from 3 to 12 still gains at least 0.4 ratio points per extra second of encoding, 15 and beyond gain less than
        /// half that. Level 12 writes 15–20 MB/s where 19 wrote 1–1.6 MB/s, for output 6–7 % larger than 19's and 13–20 %
        /// smaller than level 3's; an explicit <see cref="MessagePackSerializerOptions.WithZstdCompressionLevel"/> still
        /// reaches 19 and beyond.
        /// </summary>
        internal const int SmallestSize = 12;

        /// <summary>Gets the number of distinct levels (<see cref="Minimum"/> to <see cref="Maximum"/>).</summary>
        internal const int Count = Maximum - Minimum + 1;

        /// <summary>Maps a level enum to a Zstandard level.</summary>
        /// <param name="level">The level.</param>
        /// <returns>The Zstandard level.</returns>
        internal static int Map(MessagePackCompressionLevel level) => level switch
        {
            MessagePackCompressionLevel.Fastest => Fastest,
            MessagePackCompressionLevel.SmallestSize => SmallestSize,
            _ => Default,
        };

        /// <summary>Gets whether an explicit level is accepted: <see cref="Minimum"/> to <see cref="Maximum"/>, not 0.</summary>
        /// <param name="level">The level.</param>
        /// <returns>Whether it is valid.</returns>
        internal static bool IsValid(int level) => level is >= Minimum and <= Maximum && level != 0;
    }
}
