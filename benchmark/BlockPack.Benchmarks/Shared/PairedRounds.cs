using System;
using System.Collections.Generic;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// The one timing loop of the measure modes: paired, interleaved rounds. Every round times every case for the same
    /// number of calls, one after the other, starting one case later each round (with two cases: A B, B A, A B ...), so
    /// load from other processes on a shared machine falls on every case alike and cancels out of the per-round ratios
    /// (<see cref="RoundTimes.MedianRatio"/>). A few untimed rounds first let tiered compilation settle.
    /// </summary>
    internal static class PairedRounds
    {
        /// <summary>Times the cases.</summary>
        /// <param name="cases">The operations, each one call of the case.</param>
        /// <param name="rounds">The rounds kept.</param>
        /// <param name="callsPerTiming">Calls of a case per timing (per round).</param>
        /// <param name="warmUpRounds">Untimed rounds first.</param>
        /// <param name="multiThreaded">Whether a case runs work on other threads (then wall time, see <see cref="MeasureClock"/>).</param>
        /// <param name="retakeBusyRounds">
        /// Whether to wait for a quiet machine before each round and take a round again when other processes used more
        /// than a tenth of a core during it (<see cref="CpuContention"/>); not when the clock is thread CPU time, which
        /// leaves such waits out anyway.
        /// </param>
        /// <returns>Seconds per call, per case and round.</returns>
        internal static RoundTimes Run(IReadOnlyList<Action> cases, int rounds, int callsPerTiming, int warmUpRounds = 2, bool multiThreaded = false, bool retakeBusyRounds = false)
        {
            var times = new RoundTimes(cases.Count);
            bool retake = retakeBusyRounds && !(MeasureClock.ThreadCpu && !multiThreaded);
            double[] round = new double[cases.Count];
            for (int r = -warmUpRounds; r < rounds; r++)
            {
                if (retake)
                {
                    CpuContention.WaitForQuiet(TimeSpan.FromSeconds(20));
                }

                CpuContention before = CpuContention.Now();
                for (int k = 0; k < cases.Count; k++)
                {
                    int c = (k + r + warmUpRounds) % cases.Count;
                    round[c] = MeasureClock.SecondsPerCall(cases[c], callsPerTiming, multiThreaded);
                }

                if (retake && CpuContention.ForeignCores(before, CpuContention.Now()) > 0.1 && times.Retaken < 50)
                {
                    times.Retaken++;
                    r--;
                    continue;
                }

                if (r >= 0)
                {
                    times.Add(round);
                }
            }

            return times;
        }
    }
}
