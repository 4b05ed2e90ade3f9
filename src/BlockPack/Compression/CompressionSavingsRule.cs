namespace BlockPack.Compression
{
    /// <summary>
    /// Presto's rule for data that does not compress (<see cref="MessagePackSerializerOptions.MinimumCompressionSavings"/>):
    /// a framed value that saves less than a given fraction of its plain length is not worth its decoding cost, so the
    /// plain msgpack, which every reader accepts, is written instead.
    /// </summary>
    internal static class CompressionSavingsRule
    {
        /// <summary>Gets a value indicating whether the rule can reject a framing at all (any fraction above 0).</summary>
        /// <param name="minimumSavings">The fraction, 0 to 1.</param>
        /// <returns>True when the framed length must be compared before anything is written.</returns>
        internal static bool Applies(double minimumSavings) => minimumSavings > 0;

        /// <summary>Decides between the framed and the plain form.</summary>
        /// <param name="plainLength">The plain msgpack's length.</param>
        /// <param name="framedLength">The framed output's length.</param>
        /// <param name="minimumSavings">The fraction of <paramref name="plainLength"/> the framing must save; 0 keeps every framing.</param>
        /// <returns>True to write the framed form, false to write the plain one.</returns>
        internal static bool KeepsFramed(long plainLength, long framedLength, double minimumSavings)
            => !Applies(minimumSavings) || plainLength - framedLength >= minimumSavings * plainLength;
    }
}
