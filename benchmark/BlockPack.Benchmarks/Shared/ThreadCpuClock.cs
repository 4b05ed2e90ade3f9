using System;
using System.Runtime.InteropServices;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// The calling thread's CPU time (Linux <c>clock_gettime(CLOCK_THREAD_CPUTIME_ID)</c>), for measuring on a machine
    /// that is never quiet: time spent waiting for a core is not counted (cache and SMT-sibling interference still is).
    /// Chosen with <c>BLOCKPACK_MEASURE_CPU_TIME=1</c> or <c>--cpu-time</c> (see <see cref="MeasureClock"/>); the measurements then neither wait for a quiet machine nor retake
    /// rounds.
    /// </summary>
    internal static unsafe partial class ThreadCpuClock
    {
        private const int ClockThreadCpuTimeId = 3;

        /// <summary>Gets the calling thread's CPU time in seconds.</summary>
        /// <returns>Seconds since an arbitrary start.</returns>
        internal static double Seconds()
        {
            TimeSpec time;
            if (ClockGetTime(ClockThreadCpuTimeId, &time) != 0)
            {
                throw new InvalidOperationException("clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
            }

            return time.Seconds + (time.Nanoseconds * 1e-9);
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
