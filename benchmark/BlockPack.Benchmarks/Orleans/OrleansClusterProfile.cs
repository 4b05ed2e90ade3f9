using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text;
using System.Threading.Tasks;
using BlockPack.Caching.Tests;
using BlockPack.OrleansCluster.Tests;

namespace BlockPack.Benchmarks.Orleans
{
    /// <summary>
    /// <c>measure orleans [rounds=5] [seconds=3]</c>: BlockPack against Orleans' default serializer (its generated
    /// codec, <c>[GenerateSerializer]</c> on the same models) and its System.Text.Json codec in one cluster: a private
    /// redis-server, two silo processes and a client process (tests/BlockPack.Orleans.ClusterHost). The client relays
    /// a 100-order argument and a ~1 MB report from a grain in silo A to one in silo B with 16 concurrent callers, the
    /// serializers alternating in a rotated order each round; then stores a 10,000-order grain state through both
    /// storage serializers, and sends a 64 MB argument to silo A while A's LOH listener counts.
    /// </summary>
    internal static class OrleansClusterProfile
    {
        private static readonly string[] Serializers = { "blockpack", "orleans", "json" };

        /// <summary>Runs the measurement.</summary>
        /// <param name="rounds">Paired rounds.</param>
        /// <param name="seconds">Seconds per serializer, case and round.</param>
        /// <param name="resultsDirectory">Where the summary is written (an <c>orleans</c> folder in it).</param>
        /// <returns>The exit code.</returns>
        internal static int Run(int rounds, int seconds, string resultsDirectory)
        {
            string host = typeof(OrleansClusterProfile).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().SingleOrDefault(a => a.Key == "ClusterHostV1")?.Value
                ?? throw new InvalidOperationException("This build does not carry the Orleans cluster host; run the mode from BlockPack.Benchmarks.");
            string load = LoadAverage();
            using var redis = new RedisServerFixture();
            string redisAddress = "127.0.0.1:" + redis.Port.ToString(CultureInfo.InvariantCulture);
            string cluster = "bench-" + Guid.NewGuid().ToString("N").Substring(0, 12);
            var silos = new List<SiloProcess>();
            try
            {
                silos.Add(SiloProcess.Start(host, "v1", redisAddress, cluster, SiloProcess.FreePort(), SiloProcess.FreePort()));
                silos.Add(SiloProcess.Start(host, "v1", redisAddress, cluster, SiloProcess.FreePort(), SiloProcess.FreePort()));
                Task.WhenAll(silos.Select(s => s.WaitReady(TimeSpan.FromSeconds(120)))).GetAwaiter().GetResult();
                List<string> lines = RunClient(host, redisAddress, cluster, silos[0].SiloPort, silos[1].SiloPort, rounds, seconds);
                string report = Summarize(lines, rounds, seconds, load);
                Console.WriteLine(report);
                string folder = Path.Combine(resultsDirectory, "orleans");
                Directory.CreateDirectory(folder);
                File.WriteAllText(Path.Combine(folder, "orleans.md"), report);
                File.WriteAllLines(Path.Combine(folder, "orleans-raw.txt"), lines);
                return 0;
            }
            finally
            {
                foreach (SiloProcess silo in silos)
                {
                    silo.Dispose();
                }
            }
        }

        private static List<string> RunClient(string host, string redis, string cluster, int siloA, int siloB, int rounds, int seconds)
        {
            var info = new ProcessStartInfo("dotnet") { UseShellExecute = false, RedirectStandardOutput = true, RedirectStandardError = true };
            foreach (string arg in new[] { host, "bench-client", "--redis", redis, "--cluster", cluster, "--silo-a", Text(siloA), "--silo-b", Text(siloB), "--rounds", Text(rounds), "--seconds", Text(seconds), "--callers", "16" })
            {
                info.ArgumentList.Add(arg);
            }

            using Process client = Process.Start(info) ?? throw new InvalidOperationException("dotnet did not start.");
            var lines = new List<string>();
            var errors = new StringBuilder();
            client.ErrorDataReceived += (_, e) => errors.AppendLine(e.Data);
            client.BeginErrorReadLine();
            string? line;
            while ((line = client.StandardOutput.ReadLine()) is not null)
            {
                Console.WriteLine("  " + line);
                lines.Add(line);
            }

            if (!client.WaitForExit(60_000))
            {
                client.Kill(entireProcessTree: true);
            }

            if (client.ExitCode != 0)
            {
                throw new InvalidOperationException($"The benchmark client failed ({client.ExitCode}):{Environment.NewLine}{errors}");
            }

            return lines;
        }

        private static string Summarize(List<string> lines, int rounds, int seconds, string load)
        {
            var report = new StringBuilder();
            report.AppendLine("## Orleans: BlockPack vs Orleans' default serializer vs its System.Text.Json codec");
            report.AppendLine();
            report.AppendLine(Invariant($"`dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- measure orleans {rounds} {seconds}` on {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC ({Environment.ProcessorCount} cores shared with other work; load average at the start: {load}). Two silo processes and a client process clustered through a private redis-server; each call goes client → relay grain (silo A) → echo grain (silo B), which answers a receipt; 16 concurrent callers, {seconds} s per serializer and case, {rounds} rounds in rotated order after a warm-up round. Bytes: Orleans' own serializer's output for the argument (`Serializer.SerializeToArray`), the bytes each hop carries for it."));
            report.AppendLine();
            report.AppendLine("| case | serializer | bytes per call | × Orleans default | calls/s (median) | × Orleans default (median of paired ratios) |");
            report.AppendLine("|---|---|---:|---:|---:|---:|");
            foreach (string c in new[] { "orders100", "report1mb" })
            {
                double defaultBytes = Field(lines.Single(l => l.StartsWith("BYTES", StringComparison.Ordinal) && Get(l, "case") == c && Get(l, "serializer") == "orleans"), "bytes");
                List<double> defaultCalls = Calls(lines, c, "orleans");
                foreach (string s in Serializers)
                {
                    double bytes = Field(lines.Single(l => l.StartsWith("BYTES", StringComparison.Ordinal) && Get(l, "case") == c && Get(l, "serializer") == s), "bytes");
                    List<double> calls = Calls(lines, c, s);
                    report.AppendLine(Invariant($"| {c} | {s} | {bytes:N0} | {bytes / defaultBytes:F2} | {Stats.Median(calls):F1} | {Stats.MedianRatio(calls, defaultCalls):F2} |"));
                }
            }

            report.AppendLine();
            report.AppendLine("What one call costs the client process before the network (median of 7 after 5 warm-up calls, one thread): Orleans' deep copy of the argument (its proxies copy arguments before sending; a grain calling a grain copies again), serializing it, and deserializing it (each receiving hop):");
            report.AppendLine();
            report.AppendLine("| case | serializer | deep copy ms | serialize ms | deserialize ms |");
            report.AppendLine("|---|---|---:|---:|---:|");
            foreach (string cost in lines.Where(l => l.StartsWith("COST", StringComparison.Ordinal)))
            {
                report.AppendLine(Invariant($"| {Get(cost, "case")} | {Get(cost, "serializer")} | {Get(cost, "copyMs")} | {Get(cost, "serializeMs")} | {Get(cost, "deserializeMs")} |"));
            }

            report.AppendLine();
            report.AppendLine("| 10,000-order grain state, storage serializer | bytes in Redis | activation ms (median) | activation × Orleans default (median of paired ratios) |");
            report.AppendLine("|---|---:|---:|---:|");
            List<double> defaultActivation = State(lines, "orleans", "activationMs");
            foreach (string s in new[] { "blockpack", "orleans", "orleans-binary" })
            {
                report.AppendLine(Invariant($"| {s} | {Stats.Median(State(lines, s, "storedBytes")):N0} | {Stats.Median(State(lines, s, "activationMs")):F1} | {Stats.MedianRatio(State(lines, s, "activationMs"), defaultActivation):F2} |"));
            }

            string loh = lines.Single(l => l.StartsWith("LOH", StringComparison.Ordinal));
            report.AppendLine();
            report.AppendLine(Invariant($"64 MB argument (4,000 chunks of 16,000 bytes) received by silo A: {Get(loh, "ticks")} LOH allocation ticks ({Get(loh, "bytes")} bytes; types: {Get(loh, "types")}) in the silo process, counted by the tests' LohAllocationListener (sentinel allocations awaited before and after) between two calls around it."));
            return report.ToString();
        }

        private static List<double> Calls(List<string> lines, string c, string s)
            => lines.Where(l => l.StartsWith("CALLS", StringComparison.Ordinal) && Get(l, "case") == c && Get(l, "serializer") == s).OrderBy(l => Field(l, "round")).Select(l => Field(l, "callsPerSecond")).ToList();

        private static List<double> State(List<string> lines, string s, string field)
            => lines.Where(l => l.StartsWith("STATE", StringComparison.Ordinal) && Get(l, "serializer") == s).OrderBy(l => Field(l, "round")).Select(l => Field(l, field)).ToList();

        private static string Get(string line, string key)
            => line.Split(' ').Select(p => p.Split('=', 2)).Single(p => p.Length == 2 && p[0] == key)[1];

        private static double Field(string line, string key) => double.Parse(Get(line, key), CultureInfo.InvariantCulture);

        private static string Text(int value) => value.ToString(CultureInfo.InvariantCulture);

        private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);

        private static string LoadAverage()
        {
            try
            {
                return File.ReadAllText("/proc/loadavg").Split(' ')[0];
            }
            catch (IOException)
            {
                return "unknown";
            }
        }
    }
}
