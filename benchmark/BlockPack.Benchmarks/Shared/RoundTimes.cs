using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>What <see cref="PairedRounds"/> measured: seconds per call of each case in each kept round.</summary>
    internal sealed class RoundTimes
    {
        private readonly List<double>[] samples;

        /// <summary>Initializes a new instance of the <see cref="RoundTimes"/> class.</summary>
        /// <param name="cases">The number of cases.</param>
        internal RoundTimes(int cases)
        {
            this.samples = Enumerable.Range(0, cases).Select(_ => new List<double>()).ToArray();
        }

        /// <summary>Gets or sets how many rounds were taken again because other processes used the CPU.</summary>
        internal int Retaken { get; set; }

        /// <summary>Gets the number of rounds kept.</summary>
        internal int Rounds => this.samples[0].Count;

        /// <summary>Gets the seconds per call of case <paramref name="c"/>, one per round.</summary>
        /// <param name="c">The case's index.</param>
        /// <returns>The samples.</returns>
        internal IReadOnlyList<double> Of(int c) => this.samples[c];

        /// <summary>The median seconds per call of case <paramref name="c"/>.</summary>
        /// <param name="c">The case's index.</param>
        /// <returns>Seconds.</returns>
        internal double Median(int c) => Stats.Median(this.samples[c]);

        /// <summary>The median over rounds of case <paramref name="a"/>'s time ÷ case <paramref name="b"/>'s.</summary>
        /// <param name="a">The numerator's index.</param>
        /// <param name="b">The denominator's index.</param>
        /// <returns>The ratio: above 1, <paramref name="b"/> is faster.</returns>
        internal double MedianRatio(int a, int b) => Stats.MedianRatio(this.samples[a], this.samples[b]);

        /// <summary>Adds one round.</summary>
        /// <param name="round">Seconds per call of each case.</param>
        internal void Add(double[] round)
        {
            for (int c = 0; c < round.Length; c++)
            {
                this.samples[c].Add(round[c]);
            }
        }
    }
}
