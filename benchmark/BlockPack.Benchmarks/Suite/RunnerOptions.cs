using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>The runner's own switches; everything else goes to BenchmarkDotNet (for example <c>--filter</c>).</summary>
    internal sealed class RunnerOptions
    {
        private RunnerOptions(SuiteProfile profile, bool skipLoh, bool measurementsOnly, bool skipPaired, string? runCase, int runCaseSeconds, string[] benchmarkDotNetArgs, string? pairs, string? profileName, int profileRounds, bool oneThread)
        {
            this.OneThread = oneThread;
            this.Pairs = pairs;
            this.ProfileName = profileName;
            this.ProfileRounds = profileRounds;
            this.SkipPaired = skipPaired;
            this.RunCase = runCase;
            this.RunCaseSeconds = runCaseSeconds;
            this.Profile = profile;
            this.SkipLoh = skipLoh;
            this.MeasurementsOnly = measurementsOnly;
            this.BenchmarkDotNetArgs = benchmarkDotNetArgs;
        }

        /// <summary>Gets the profile: <c>--quick</c>, or full (the default, or <c>--full</c>).</summary>
        internal SuiteProfile Profile { get; }

        /// <summary>Gets whether <c>--no-loh</c> skips the Large Object Heap measurement.</summary>
        internal bool SkipLoh { get; }

        /// <summary>Gets whether <c>--no-paired</c> skips the paired comparison.</summary>
        internal bool SkipPaired { get; }

        /// <summary>Gets whether <c>--measurements-only</c> skips BenchmarkDotNet and runs only the in-process measurements (LOH, paired).</summary>
        internal bool MeasurementsOnly { get; }

        /// <summary>
        /// Gets the case <c>--run-case "Class.Method Name=Value ..."</c> asks to run in a loop, for a profiler, instead of
        /// running the suite (see <see cref="Shared.CaseLoop"/>).
        /// </summary>
        internal string? RunCase { get; }

        /// <summary>Gets how long <c>--seconds N</c> asks the case loop to run (default 10).</summary>
        internal int RunCaseSeconds { get; }

        /// <summary>
        /// Gets the regular expression <c>--pairs REGEX</c> gives: only the paired comparisons whose name (for example
        /// <c>IntKey 10000 Lz4Block</c>) it matches run, and their CSV goes to the <c>-filtered</c> folder.
        /// </summary>
        internal string? Pairs { get; }

        /// <summary>
        /// Gets the step profile <c>--profile NAME N</c> asks for instead of the suite: <c>lz4block</c>
        /// (<see cref="Lz4.Lz4BlockProfile"/>), <c>tiny</c> (<see cref="Objects.TinyCallProfile"/>) or
        /// <c>decode</c> (<see cref="Lz4.DecodeShareProfile"/>), <c>load</c> or <c>starved</c>
        /// (<see cref="Load.LoadProfile"/>), <c>zstd</c> (<see cref="Zstd.ZstdProfile"/>); null when absent.
        /// </summary>
        internal string? ProfileName { get; }

        /// <summary>
        /// Gets whether <c>--one-thread</c> sets BlockPack's process-wide degree of parallelism to 1 for the whole run
        /// (compression and decoding on the calling thread), for the one-core comparison with an older build.
        /// </summary>
        internal bool OneThread { get; }

        /// <summary>Gets the rounds of <see cref="ProfileName"/>.</summary>
        internal int ProfileRounds { get; }

        /// <summary>Gets the arguments for BenchmarkDotNet, with <c>--filter *</c> added when none was given.</summary>
        internal string[] BenchmarkDotNetArgs { get; }

        /// <summary>
        /// Gets whether this run is partial or instrumented (a filter other than <c>*</c>, or any other BenchmarkDotNet
        /// argument such as a profiler), so its exports go to a separate folder.
        /// </summary>
        internal bool Filtered => this.Pairs is not null || this.OneThread || !this.BenchmarkDotNetArgs.SequenceEqual(new[] { "--filter", "*" });

        /// <summary>Splits the command line.</summary>
        /// <param name="args">The arguments.</param>
        /// <returns>The options.</returns>
        internal static RunnerOptions Parse(string[] args)
        {
            SuiteProfile profile = SuiteProfile.Full;
            bool skipLoh = false;
            bool measurementsOnly = false;
            bool skipPaired = false;
            string? runCase = null;
            int runCaseSeconds = 10;
            string? pairs = null;
            string? profileName = null;
            int profileRounds = 0;
            bool oneThread = false;
            var rest = new List<string>();
            for (int i = 0; i < args.Length; i++)
            {
                string arg = args[i];
                switch (arg)
                {
                    case "--run-case" when i + 1 < args.Length:
                        runCase = args[++i];
                        break;
                    case "--seconds" when i + 1 < args.Length:
                        runCaseSeconds = int.Parse(args[++i], System.Globalization.CultureInfo.InvariantCulture);
                        break;
                    case "--pairs" when i + 1 < args.Length:
                        pairs = args[++i];
                        break;
                    case "--profile" when i + 2 < args.Length:
                        profileName = args[++i];
                        profileRounds = int.Parse(args[++i], System.Globalization.CultureInfo.InvariantCulture);
                        break;
                    case "--one-thread":
                        oneThread = true;
                        break;
                    case "--quick":
                        profile = SuiteProfile.Quick;
                        break;
                    case "--full":
                        profile = SuiteProfile.Full;
                        break;
                    case "--no-loh":
                        skipLoh = true;
                        break;
                    case "--no-paired":
                        skipPaired = true;
                        break;
                    case "--measurements-only":
                        measurementsOnly = true;
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

            return new RunnerOptions(profile, skipLoh, measurementsOnly, skipPaired, runCase, runCaseSeconds, rest.ToArray(), pairs, profileName, profileRounds, oneThread);
        }
    }
}
