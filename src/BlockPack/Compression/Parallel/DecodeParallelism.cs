namespace BlockPack.Compression.Parallel
{
    /// <summary>When the blocks of one block-array payload are decoded on several threads, and on how many.</summary>
    internal readonly struct DecodeParallelism
    {
        /// <summary>Initializes a new instance of the <see cref="DecodeParallelism"/> struct.</summary>
        /// <param name="minimumPayload">The smallest total decompressed size decoded in parallel.</param>
        /// <param name="maxDegree">The most threads, the caller's included; 1 or less means never in parallel.</param>
        /// <param name="backOff">Whether helpers start only when a core is idle (<see cref="HelperBudget"/>); tests that must
        /// see blocks decoded on several threads turn it off.</param>
        internal DecodeParallelism(long minimumPayload, int maxDegree, bool backOff = true)
        {
            this.MinimumPayload = minimumPayload;
            this.MaxDegree = maxDegree;
            this.BackOff = backOff;
        }

        /// <summary>Gets the process-wide setting (<see cref="Lz4Decoding.MaxDegreeOfParallelism"/>, the measured threshold).</summary>
        internal static DecodeParallelism Current => new DecodeParallelism(ParallelBlockDecoder.MinimumPayload, BlockParallelism.MaxDegreeToEncodeAndDecode);

        /// <summary>Gets the smallest total decompressed size decoded in parallel.</summary>
        internal long MinimumPayload { get; }

        /// <summary>Gets the most threads that decode one payload.</summary>
        internal int MaxDegree { get; }

        /// <summary>Gets a value indicating whether helpers start only when a core is idle.</summary>
        internal bool BackOff { get; }

        /// <summary>Tells whether a payload is worth splitting across threads.</summary>
        /// <param name="total">The declared decompressed size.</param>
        /// <param name="blockCount">The number of blocks.</param>
        /// <returns>True to decode in parallel.</returns>
        internal bool Applies(long total, long blockCount)
            => this.MaxDegree > 1 && blockCount > 1 && total >= this.MinimumPayload
            // Real writers emit 64 KB blocks; a payload of many tiny blocks gains nothing and would only make the
            // per-block bookkeeping large.
            && blockCount <= total / ParallelBlockDecoder.MinimumAverageBlock;
    }
}
