using System;
using System.Runtime.InteropServices;

namespace BlockPack.Benchmarks.Measurements
{
    /// <summary>
    /// The calling thread's CPU time (Linux <c>clock_gettime(CLOCK_THREAD_CPUTIME_ID)</c>), for measuring on a machine
    /// that is never quiet: time spent waiting for a core is not counted (cache and SMT-sibling interference still is).
    /// The paired loop uses it when <c>BLOCKPACK_MEASURE_CPU_TIME=1</c>. Workstation GC collects on the allocating
    /// thread, so the collections a case causes are counted.
    /// </summary>
    internal static unsafe partial class ThreadCpuClock
    {
        private const int ClockThreadCpuTimeId = 3;

        /// <summary>Gets a value indicating whether the environment asks for CPU time instead of wall time.</summary>
        internal static bool Requested { get; } = Environment.GetEnvironmentVariable("BLOCKPACK_MEASURE_CPU_TIME") == "1" && OperatingSystem.IsLinux();

        /// <summary>Gets the calling thread's CPU time in nanoseconds.</summary>
        /// <returns>Nanoseconds since an arbitrary start.</returns>
        internal static double Nanoseconds()
        {
            TimeSpec time;
            if (ClockGetTime(ClockThreadCpuTimeId, &time) != 0)
            {
                throw new InvalidOperationException("clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
            }

            return (time.Seconds * 1e9) + time.Nanoseconds;
        }

        [LibraryImport("libc", EntryPoint = "clock_gettime")]
        private static partial int ClockGetTime(int clock, TimeSpec* time);

        [StructLayout(LayoutKind.Sequential)]
        private struct TimeSpec
        {
            public long Seconds;
            public long Nanoseconds;
        }
    }
}
