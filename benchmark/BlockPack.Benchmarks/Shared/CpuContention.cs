using System;
using System.Globalization;
using System.IO;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// How much CPU other processes used during a sample, from /proc/stat (all CPUs) minus /proc/self/stat (this
    /// process), in cores. On a shared machine a parallel sample taken while a neighbour held the second core says
    /// nothing about parallel decoding, so such samples are taken again.
    /// </summary>
    internal readonly struct CpuContention
    {
        private static readonly double TicksPerSecond = 100; // USER_HZ, 100 on Linux

        private readonly long busyTicks;
        private readonly long ownTicks;
        private readonly long timestamp;

        private CpuContention(long busyTicks, long ownTicks, long timestamp)
        {
            this.busyTicks = busyTicks;
            this.ownTicks = ownTicks;
            this.timestamp = timestamp;
        }

        internal static bool Available => File.Exists("/proc/stat") && File.Exists("/proc/self/stat");

        internal static CpuContention Now()
        {
            if (!Available)
            {
                return default;
            }

            // cpu  user nice system idle iowait irq softirq steal ...
            string[] cpu = File.ReadAllLines("/proc/stat")[0].Split(' ', StringSplitOptions.RemoveEmptyEntries);
            long busy = 0;
            foreach (int field in new[] { 1, 2, 3, 6, 7, 8 })
            {
                busy += long.Parse(cpu[field], CultureInfo.InvariantCulture);
            }

            // Fields after the ")" of the command name: state is field 3, utime 14, stime 15.
            string self = File.ReadAllText("/proc/self/stat");
            string[] rest = self.Substring(self.LastIndexOf(')') + 2).Split(' ');
            long own = long.Parse(rest[11], CultureInfo.InvariantCulture) + long.Parse(rest[12], CultureInfo.InvariantCulture);
            return new CpuContention(busy, own, System.Diagnostics.Stopwatch.GetTimestamp());
        }

        /// <summary>
        /// Waits (up to <paramref name="limit"/>) until other processes have used less than a twentieth of a core for
        /// two consecutive quarter seconds.
        /// </summary>
        /// <returns>Whether it got quiet.</returns>
        internal static bool WaitForQuiet(TimeSpan limit)
        {
            if (!Available)
            {
                return true;
            }

            System.Diagnostics.Stopwatch waited = System.Diagnostics.Stopwatch.StartNew();
            int quiet = 0;
            while (waited.Elapsed < limit)
            {
                CpuContention start = Now();
                System.Threading.Thread.Sleep(250);
                quiet = ForeignCores(start, Now()) < 0.05 ? quiet + 1 : 0;
                if (quiet == 2)
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>Cores' worth of CPU other processes used between two snapshots.</summary>
        internal static double ForeignCores(CpuContention start, CpuContention end)
        {
            double seconds = (end.timestamp - start.timestamp) / (double)System.Diagnostics.Stopwatch.Frequency;
            if (seconds <= 0 || !Available)
            {
                return 0;
            }

            double foreignTicks = (end.busyTicks - start.busyTicks) - (end.ownTicks - start.ownTicks);
            return Math.Max(0, foreignTicks / TicksPerSecond / seconds);
        }
    }
}
