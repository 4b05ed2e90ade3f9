using System;
using System.Diagnostics;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// The clock every measure mode reads: wall time by default; the calling thread's CPU time when
    /// <c>BLOCKPACK_MEASURE_CPU_TIME=1</c> or <c>--cpu-time</c> asks for it (Linux only), which leaves out the time a
    /// busy machine made the thread wait for a core. Cases that run work on other threads (the pipeline, parallel
    /// decoding) always use wall time, since the calling thread's CPU time would miss the workers' share.
    /// </summary>
    internal static class MeasureClock
    {
        /// <summary>Gets or sets a value indicating whether single-threaded cases are timed in thread CPU time.</summary>
        internal static bool ThreadCpu { get; set; } = Environment.GetEnvironmentVariable("BLOCKPACK_MEASURE_CPU_TIME") == "1" && OperatingSystem.IsLinux();

        /// <summary>Gets the name of the clock single-threaded cases use, for the tables' headings.</summary>
        internal static string Name => ThreadCpu ? "thread CPU time" : "wall time";

        /// <summary>Seconds since an arbitrary start, on the clock <paramref name="multiThreaded"/> calls for.</summary>
        /// <param name="multiThreaded">Whether the timed work runs on other threads too (then always wall time).</param>
        /// <returns>Seconds.</returns>
        internal static double Seconds(bool multiThreaded = false)
            => ThreadCpu && !multiThreaded ? ThreadCpuClock.Seconds() : Stopwatch.GetTimestamp() / (double)Stopwatch.Frequency;

        /// <summary>Runs <paramref name="action"/> <paramref name="calls"/> times and returns the seconds per call.</summary>
        /// <param name="action">The operation.</param>
        /// <param name="calls">How many times.</param>
        /// <param name="multiThreaded">Whether the operation runs work on other threads too.</param>
        /// <returns>Seconds per call.</returns>
        internal static double SecondsPerCall(Action action, int calls, bool multiThreaded = false)
        {
            double start = Seconds(multiThreaded);
            for (int i = 0; i < calls; i++)
            {
                action();
            }

            return (Seconds(multiThreaded) - start) / calls;
        }
    }
}
