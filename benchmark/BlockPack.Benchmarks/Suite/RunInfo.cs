using System;
using System.Diagnostics;
using System.IO;
using System.Reflection;
using System.Runtime.InteropServices;
using System.Text.Json;
using BlockPack.Compression;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>Facts about a run that BenchmarkDotNet's exports do not carry; written beside them for the report.</summary>
    internal static class RunInfo
    {
        /// <summary>
        /// Records, before the run writes anything, whether the measured sources (the library and the suite, not the
        /// results the run itself rewrites) differ from the commit.
        /// </summary>
        /// <returns>True when they have uncommitted changes; null when git is not available.</returns>
        internal static bool? SourcesDirty()
        {
            string? status = Git("status --porcelain --untracked-files=no -- src benchmark/BlockPack.Benchmarks");
            return status is null ? null : status.Length > 0;
        }

        /// <summary>Gets the commit checked out when the run starts (a commit made while it runs must not be named instead).</summary>
        /// <returns>The short hash; null when git is not available.</returns>
        internal static string? Commit() => Git("rev-parse --short HEAD");

        /// <summary>Describes BlockPack's LZ4 decoder choice; call before any measurement changes it.</summary>
        /// <returns>The decoder in use, its description and the decode parallelism.</returns>
        internal static (string Active, string Description, int Parallelism) DescribeDecoder()
            => (Lz4Decoding.Active.ToString(), Lz4Decoding.Description, Lz4Decoding.MaxDegreeOfParallelism);

        /// <summary>Writes <c>run-info.json</c>.</summary>
        /// <param name="path">Where.</param>
        /// <param name="options">The runner options.</param>
        /// <param name="started">When the run started (UTC).</param>
        /// <param name="source">What <see cref="Commit"/> and <see cref="SourcesDirty"/> said when the run started.</param>
        /// <param name="decoder">What <see cref="DescribeDecoder"/> said when the run started.</param>
        /// <param name="load">The one-minute load averages sampled during the run (<see cref="LoadAverageSampler"/>).</param>
        internal static void Write(string path, RunnerOptions options, DateTime started, (string? Commit, bool? Dirty) source, (string Active, string Description, int Parallelism) decoder, (int Count, double Min, double Median, double Max)? load)
        {
            var info = new
            {
                profile = options.Profile.Name,
                arguments = string.Join(' ', options.BenchmarkDotNetArgs),
                filtered = options.Filtered,
                startedUtc = started.ToString("u"),
                finishedUtc = DateTime.UtcNow.ToString("u"),
                gitCommit = source.Commit,
                gitDirty = source.Dirty,
                blockPackVersion = typeof(MessagePackSerializer).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion,
                messagePackCSharpVersion = MessagePackPeer.Version,
                memoryPackVersion = PackageVersion(typeof(global::MemoryPack.MemoryPackSerializer)),
                nerdbankMessagePackVersion = PackageVersion(typeof(global::Nerdbank.MessagePack.MessagePackSerializer)),
                benchmarkDotNetVersion = PackageVersion(typeof(BenchmarkDotNet.Running.BenchmarkRunner)),
                loadAverageSamples = load?.Count,
                loadAverageMin = load?.Min,
                loadAverageMedian = load?.Median,
                loadAverageMax = load?.Max,
                compressionWorks = CompressionWorks(),
                lz4Decoder = decoder.Active,
                lz4DecoderDescription = decoder.Description,
                decodeParallelism = decoder.Parallelism,
                runtime = RuntimeInformation.FrameworkDescription,
                os = RuntimeInformation.OSDescription,
                processorCount = Environment.ProcessorCount,
                cpu = CpuModel(),
                gcServer = System.Runtime.GCSettings.IsServerGC,
            };
            File.WriteAllText(path, JsonSerializer.Serialize(info, new JsonSerializerOptions { WriteIndented = true }));
        }

        private static string? PackageVersion(Type type)
            => type.Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion.Split('+')[0];

        private static bool CompressionWorks()
        {
            try
            {
                var options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
                return MessagePackSerializer.Deserialize<string>(MessagePackSerializer.Serialize(new string('x', 200), options), options).Length == 200;
            }
            catch (NotSupportedException)
            {
                return false;
            }
        }

        private static string? CpuModel()
        {
            const string CpuInfo = "/proc/cpuinfo";
            if (!File.Exists(CpuInfo))
            {
                return null;
            }

            foreach (string line in File.ReadLines(CpuInfo))
            {
                if (line.StartsWith("model name", StringComparison.Ordinal))
                {
                    return line.Substring(line.IndexOf(':') + 1).Trim();
                }
            }

            return null;
        }

        private static string? Git(string arguments)
        {
            try
            {
                using var process = Process.Start(new ProcessStartInfo("git", arguments) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false });
                string output = process!.StandardOutput.ReadToEnd().Trim();
                process.WaitForExit();
                return process.ExitCode == 0 ? output : null;
            }
            catch (System.ComponentModel.Win32Exception)
            {
                return null;
            }
        }
    }
}
