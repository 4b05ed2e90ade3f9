using System;
using System.IO;
using System.Linq;
using BenchmarkDotNet.Running;
using BlockPack.Benchmarks.Suite;
using BlockPack.Compression;
using BlockPack.Tests;

namespace BlockPack.Benchmarks
{
    /// <summary>
    /// The one .NET measurement program. <c>dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- measure
    /// &lt;name&gt;</c> runs one named measurement (<see cref="MeasureModes"/>; <c>measure</c> alone lists them).
    /// <c>--profile NAME N [--pairs REGEX]</c> runs the same mode with N rounds from the suite's own flags, so that it
    /// can be combined with them (the recorded commands in docs/benchmarks.md use it). Otherwise it runs the BenchmarkDotNet suite:
    /// <c>-- --quick</c> (or <c>--full</c>, the default), then the Large Object Heap measurement and the paired
    /// comparison, and copies the exports the report script reads into
    /// <c>docs/measurements/results/&lt;profile&gt;/</c> (the v2 build: <c>&lt;profile&gt;-v2/</c>). Other arguments go to
    /// BenchmarkDotNet.
    /// </summary>
    public static class Program
    {
        /// <summary>The entry point.</summary>
        /// <param name="args">See the class summary.</param>
        /// <returns>0 on success.</returns>
        public static int Main(string[] args)
        {
            if (args.Length > 0 && args[0] == "measure")
            {
                return MeasureModes.Run(args.Skip(1).ToArray());
            }

            DateTime started = DateTime.UtcNow;
            bool? sourcesDirty = RunInfo.SourcesDirty();
            string? commit = RunInfo.Commit();
            (string Active, string Description, int Parallelism) decoder = RunInfo.DescribeDecoder();
            RunnerOptions options = RunnerOptions.Parse(args);
            Environment.SetEnvironmentVariable(SuiteProfile.EnvironmentVariable, options.Profile.Name);
            using var load = new LoadAverageSampler();

            string root = RepositoryRoot.Path;
            // A partial run (a filter, a profiler) must not mix its exports into the folder the report is built from.
            string folder = options.Profile.Name + MessagePackPeer.ResultsSuffix + (options.Filtered ? "-filtered" : string.Empty);
            string results = Path.Combine(root, "docs", "measurements", "results", folder);
            string artifacts = Path.Combine(root, "BenchmarkDotNet.Artifacts", folder);
            Directory.CreateDirectory(results);
            Console.WriteLine($"Profile: {options.Profile.Name}. Peer: MessagePack-CSharp {MessagePackPeer.Version}.");

            if (options.ProfileName is not null)
            {
                return RunProfile(options.ProfileName, options.ProfileRounds, options.Pairs);
            }

            if (options.RunCase is not null)
            {
                CaseLoop.Run(options.RunCase, TimeSpan.FromSeconds(options.RunCaseSeconds));
                return 0;
            }

            if (!options.MeasurementsOnly)
            {
                BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(options.BenchmarkDotNetArgs, SuiteConfig.Create(options.Profile, artifacts));
                CopyExports(Path.Combine(artifacts, "results"), results);
            }

            if (!options.SkipLoh)
            {
                LohMeasurement.Run(options.Profile, Path.Combine(results, "loh.csv"));
            }

            if (!options.SkipPaired)
            {
                if (options.OneThread)
                {
                    Lz4Decoding.MaxDegreeOfParallelism = 1;
                }

                PairedComparison.Run(options.Profile, Path.Combine(results, "paired.csv"), options.Pairs);
            }

            if (!options.MeasurementsOnly)
            {
                RunInfo.Write(Path.Combine(results, "run-info.json"), options, started, (commit, sourcesDirty), decoder, load.Summary);
            }

            Console.WriteLine($"Results: {results}");
            return 0;
        }

        // --profile NAME N [PAIRS] runs the measure mode NAME with N rounds: the same modes, spelled as the suite's other flags are.
        private static int RunProfile(string name, int rounds, string? pairs)
            => MeasureModes.Run(pairs is null
                ? new[] { name, rounds.ToString(System.Globalization.CultureInfo.InvariantCulture) }
                : new[] { name, rounds.ToString(System.Globalization.CultureInfo.InvariantCulture), pairs });

        private static void CopyExports(string from, string to)
        {
            if (!Directory.Exists(from))
            {
                return;
            }

            foreach (string file in Directory.GetFiles(from))
            {
                if (file.EndsWith("-report.csv", StringComparison.Ordinal) || file.EndsWith("-report-github.md", StringComparison.Ordinal))
                {
                    // Drop the namespace so the file names read as the class names.
                    string name = Path.GetFileName(file).Replace("BlockPack.Benchmarks.Benchmarks.", string.Empty, StringComparison.Ordinal);
                    File.Copy(file, Path.Combine(to, name), overwrite: true);
                }
            }
        }
    }
}
