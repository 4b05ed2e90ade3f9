namespace BlockPack
{
    /// <summary>Process-wide counters of one variant of the native LZ4 decoder; see <see cref="Lz4Decoding.GetNativeStatistics"/>.</summary>
    public sealed class Lz4NativeVariantStatistics
    {
        internal Lz4NativeVariantStatistics(string variant, long calls, long decodedBytes, long timedCalls, long timedBytes, long timedNanoseconds)
        {
            this.Variant = variant;
            this.Calls = calls;
            this.DecodedBytes = decodedBytes;
            this.TimedCalls = timedCalls;
            this.NanosecondsPerByte = timedBytes > 0 ? (double)timedNanoseconds / timedBytes : double.NaN;
        }

        /// <summary>Gets the variant's name: <c>scalar</c>, <c>ssse3</c>, <c>avx2</c> or <c>neon</c>.</summary>
        public string Variant { get; }

        /// <summary>Gets how many blocks the variant decoded (successfully or not).</summary>
        public long Calls { get; }

        /// <summary>Gets how many bytes its successful calls produced.</summary>
        public long DecodedBytes { get; }

        /// <summary>
        /// Gets how many of its calls the adaptive selection timed (blocks of at least 32 KB that are not nearly
        /// incompressible; all of them at first, then one in sixteen).
        /// </summary>
        public long TimedCalls { get; }

        /// <summary>Gets the measured decoding time per output byte, in nanoseconds, or NaN before any timed call.</summary>
        public double NanosecondsPerByte { get; }
    }
}
