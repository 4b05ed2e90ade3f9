using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// Times the steps of a profile: every step runs once (or a batch) per round, in an order rotated each round, so a
    /// shared machine's load falls on all steps alike (the measure modes' <see cref="PairedRounds"/>); prints each step's median and quartiles over the rounds.
    /// </summary>
    internal static class RotatingSteps
    {
        /// <summary>Warms up, measures and prints one <c>PROFILE</c> line per step.</summary>
        /// <param name="steps">The steps.</param>
        /// <param name="rounds">The rounds measured.</param>
        /// <param name="warmups">Rounds run first and not measured (to reach the optimized JIT tier).</param>
        /// <param name="batch">Calls per step and round; the time printed is per call.</param>
        /// <param name="nanoseconds">Whether to print nanoseconds (for short calls) rather than milliseconds.</param>
        /// <returns>Each step's median, in the unit printed.</returns>
        internal static double[] Run(IReadOnlyList<(string Name, Action Run)> steps, int rounds, int warmups, int batch = 1, bool nanoseconds = false)
        {
            // Wall time: some profiles' steps run work on other threads.
            RoundTimes times = PairedRounds.Run(steps.Select(s => s.Run).ToArray(), rounds, batch, warmups, multiThreaded: true);
            var medians = new double[steps.Count];
            string unit = nanoseconds ? "ns" : "ms";
            string format = nanoseconds ? "0.0" : "0.000";
            double scale = nanoseconds ? 1e9 : 1e3;
            for (int k = 0; k < steps.Count; k++)
            {
                double[] inUnit = times.Of(k).Select(t => t * scale).ToArray();
                medians[k] = Stats.Median(inUnit);
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "PROFILE {0,-60} {1,9} {4}  (IQR {2}–{3})",
                    steps[k].Name,
                    medians[k].ToString(format, CultureInfo.InvariantCulture),
                    Stats.Quantile(inUnit, 0.25).ToString(format, CultureInfo.InvariantCulture),
                    Stats.Quantile(inUnit, 0.75).ToString(format, CultureInfo.InvariantCulture),
                    unit));
            }

            return medians;
        }
    }
}
