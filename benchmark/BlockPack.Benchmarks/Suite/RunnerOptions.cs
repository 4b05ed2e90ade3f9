using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>The runner's own switches; everything else goes to BenchmarkDotNet (for example <c>--filter</c>).</summary>
    internal sealed class RunnerOptions
    {
        private RunnerOptions(SuiteProfile profile, bool skipLoh, bool lohOnly, string[] benchmarkDotNetArgs)
        {
            this.Profile = profile;
            this.SkipLoh = skipLoh;
            this.LohOnly = lohOnly;
            this.BenchmarkDotNetArgs = benchmarkDotNetArgs;
        }

        /// <summary>Gets the profile: <c>--quick</c>, or full (the default, or <c>--full</c>).</summary>
        internal SuiteProfile Profile { get; }

        /// <summary>Gets whether <c>--no-loh</c> skips the Large Object Heap measurement.</summary>
        internal bool SkipLoh { get; }

        /// <summary>Gets whether <c>--loh-only</c> runs only the Large Object Heap measurement.</summary>
        internal bool LohOnly { get; }

        /// <summary>Gets the arguments for BenchmarkDotNet, with <c>--filter *</c> added when none was given.</summary>
        internal string[] BenchmarkDotNetArgs { get; }

        /// <summary>Gets whether the caller chose a subset of the benchmarks.</summary>
        internal bool Filtered => this.BenchmarkDotNetArgs.Contains("--filter") && !this.BenchmarkDotNetArgs.SequenceEqual(new[] { "--filter", "*" });

        /// <summary>Splits the command line.</summary>
        /// <param name="args">The arguments.</param>
        /// <returns>The options.</returns>
        internal static RunnerOptions Parse(string[] args)
        {
            SuiteProfile profile = SuiteProfile.Full;
            bool skipLoh = false;
            bool lohOnly = false;
            var rest = new List<string>();
            foreach (string arg in args)
            {
                switch (arg)
                {
                    case "--quick":
                        profile = SuiteProfile.Quick;
                        break;
                    case "--full":
                        profile = SuiteProfile.Full;
                        break;
                    case "--no-loh":
                        skipLoh = true;
                        break;
                    case "--loh-only":
                        lohOnly = true;
                        break;
                    default:
                        rest.Add(arg);
                        break;
                }
            }

            if (!rest.Any(a => a.Equals("--filter", StringComparison.Ordinal) || a.StartsWith("--filter=", StringComparison.Ordinal) || a == "-f"))
            {
                rest.Add("--filter");
                rest.Add("*");
            }

            return new RunnerOptions(profile, skipLoh, lohOnly, rest.ToArray());
        }
    }
}
