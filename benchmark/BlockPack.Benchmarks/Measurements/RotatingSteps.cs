using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;

namespace BlockPack.Benchmarks.Measurements
{
    /// <summary>
    /// Times the steps of a profile: every step runs once (or a batch) per round, in an order rotated each round, so a
    /// shared machine's load falls on all steps alike; prints each step's median and quartiles over the rounds.
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
            var times = steps.Select(_ => new List<double>()).ToArray();
            for (int warm = 0; warm < warmups; warm++)
            {
                foreach ((string _, Action run) in steps)
                {
                    Repeat(run, batch);
                }
            }

            for (int round = 0; round < rounds; round++)
            {
                for (int k = 0; k < steps.Count; k++)
                {
                    int index = (k + round) % steps.Count;
                    long start = Stopwatch.GetTimestamp();
                    Repeat(steps[index].Run, batch);
                    double milliseconds = Stopwatch.GetElapsedTime(start).TotalMilliseconds / batch;
                    times[index].Add(nanoseconds ? milliseconds * 1e6 : milliseconds);
                }
            }

            var medians = new double[steps.Count];
            string unit = nanoseconds ? "ns" : "ms";
            string format = nanoseconds ? "0.0" : "0.000";
            for (int k = 0; k < steps.Count; k++)
            {
                double[] sorted = times[k].OrderBy(t => t).ToArray();
                medians[k] = sorted[sorted.Length / 2];
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "PROFILE {0,-60} {1,9} {4}  (IQR {2}–{3})",
                    steps[k].Name,
                    sorted[sorted.Length / 2].ToString(format, CultureInfo.InvariantCulture),
                    sorted[sorted.Length / 4].ToString(format, CultureInfo.InvariantCulture),
                    sorted[sorted.Length * 3 / 4].ToString(format, CultureInfo.InvariantCulture),
                    unit));
            }

            return medians;
        }

        private static void Repeat(Action run, int count)
        {
            for (int i = 0; i < count; i++)
            {
                run();
            }
        }
    }
}
