using System;
using System.Collections.Generic;

namespace BlockPack.Native
{
    /// <summary>Reads the native library's per-variant counters into <see cref="Lz4NativeVariantStatistics"/>.</summary>
    internal static unsafe class NativeStatistics
    {
        /// <summary>Reads every available variant's counters, or nothing when the library is unavailable.</summary>
        /// <returns>The counters.</returns>
        internal static IReadOnlyList<Lz4NativeVariantStatistics> Read()
        {
            if (!NativeLz4Library.Status.IsAvailable)
            {
                return Array.Empty<Lz4NativeVariantStatistics>();
            }

            List<Lz4NativeVariantStatistics> result = new List<Lz4NativeVariantStatistics>();
            for (int variant = 0; variant < NativeLz4Api.NativeVariantCount; variant++)
            {
                NativeVariantStats stats;
                if (NativeLz4Methods.VariantAvailable(variant) == 0 || NativeLz4Methods.GetStats(variant, &stats) != 0)
                {
                    continue;
                }

                result.Add(new Lz4NativeVariantStatistics(
                    NativeLz4Methods.ReadAscii(NativeLz4Methods.VariantName(variant)) ?? "variant " + variant,
                    Clamp(stats.Calls),
                    Clamp(stats.Bytes),
                    Clamp(stats.TimedCalls),
                    Clamp(stats.TimedBytes),
                    Clamp(stats.TimedNanoseconds)));
            }

            return result;
        }

        /// <summary>Zeroes the counters when the library is available.</summary>
        internal static void Reset()
        {
            if (NativeLz4Library.Status.IsAvailable)
            {
                NativeLz4Methods.ResetStats();
            }
        }

        private static long Clamp(ulong value) => value > long.MaxValue ? long.MaxValue : (long)value;
    }
}
