using System;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>Saves BlockPack's process-wide LZ4 decoder settings and puts them back, touching only what changed.</summary>
    internal readonly struct DecoderSettings : IDisposable
    {
        private readonly Lz4Decoder preference;
        private readonly int parallelism;

        private DecoderSettings(Lz4Decoder preference, int parallelism)
        {
            this.preference = preference;
            this.parallelism = parallelism;
        }

        /// <summary>Captures the current settings.</summary>
        /// <returns>A scope that restores them when disposed.</returns>
        internal static DecoderSettings Preserve() => new DecoderSettings(Lz4Decoding.Preference, Lz4Decoding.MaxDegreeOfParallelism);

        /// <summary>Restores the captured settings. The preference is set only if it changed, since setting it from code is recorded.</summary>
        public void Dispose()
        {
            if (Lz4Decoding.Preference != this.preference)
            {
                Lz4Decoding.Preference = this.preference;
            }

            Lz4Decoding.MaxDegreeOfParallelism = this.parallelism;
        }
    }
}
