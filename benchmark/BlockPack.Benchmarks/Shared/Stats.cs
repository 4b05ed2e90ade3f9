using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>The statistics every measure mode reports: medians and quantiles of samples, medians of paired ratios.</summary>
    internal static class Stats
    {
        /// <summary>The median; NaN for no samples.</summary>
        /// <param name="values">The samples.</param>
        /// <returns>The middle value, or the mean of the two middle values.</returns>
        internal static double Median(IEnumerable<double> values) => Quantile(values, 0.5);

        /// <summary>
        /// The median of the per-round ratios <paramref name="numerators"/>[i] ÷ <paramref name="denominators"/>[i]: each
        /// pair was timed back to back, so load from other processes cancels out of each ratio.
        /// </summary>
        /// <param name="numerators">One sample per round.</param>
        /// <param name="denominators">One sample per round, same rounds.</param>
        /// <returns>The median ratio.</returns>
        internal static double MedianRatio(IEnumerable<double> numerators, IEnumerable<double> denominators)
            => Median(numerators.Zip(denominators, (a, b) => a / b));

        /// <summary>The <paramref name="q"/> quantile by linear interpolation between the closest ranks; NaN for no samples.</summary>
        /// <param name="values">The samples.</param>
        /// <param name="q">Between 0 and 1.</param>
        /// <returns>The quantile.</returns>
        internal static double Quantile(IEnumerable<double> values, double q)
        {
            double[] sorted = values.OrderBy(v => v).ToArray();
            if (sorted.Length == 0)
            {
                return double.NaN;
            }

            double position = q * (sorted.Length - 1);
            int below = (int)Math.Floor(position);
            int above = Math.Min(below + 1, sorted.Length - 1);
            return sorted[below] + ((sorted[above] - sorted[below]) * (position - below));
        }
    }
}
