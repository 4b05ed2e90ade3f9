using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>
    /// Samples the machine's one-minute load average (<c>/proc/loadavg</c>) every few seconds while the suite runs, so
    /// the report can say how busy the shared machine was. Nothing is sampled where the file does not exist.
    /// </summary>
    internal sealed class LoadAverageSampler : IDisposable
    {
        private const string LoadAverageFile = "/proc/loadavg";
        private static readonly TimeSpan Interval = TimeSpan.FromSeconds(10);
        private readonly List<double> samples = new List<double>();
        private readonly Timer timer;

        /// <summary>Initializes a new instance and takes the first sample at once.</summary>
        internal LoadAverageSampler() => this.timer = new Timer(_ => this.Sample(), null, TimeSpan.Zero, Interval);

        /// <summary>Gets the samples so far: count, minimum, median and maximum; null when there are none.</summary>
        internal (int Count, double Min, double Median, double Max)? Summary
        {
            get
            {
                double[] sorted;
                lock (this.samples)
                {
                    sorted = this.samples.OrderBy(v => v).ToArray();
                }

                return sorted.Length == 0 ? null : (sorted.Length, sorted[0], Stats.Median(sorted), sorted[^1]);
            }
        }

        /// <inheritdoc/>
        public void Dispose() => this.timer.Dispose();

        private void Sample()
        {
            if (!File.Exists(LoadAverageFile))
            {
                return;
            }

            string first = File.ReadAllText(LoadAverageFile).Split(' ')[0];
            double value = double.Parse(first, CultureInfo.InvariantCulture);
            lock (this.samples)
            {
                this.samples.Add(value);
            }
        }
    }
}
