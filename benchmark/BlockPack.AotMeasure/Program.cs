using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack;
using BlockPack.AotMeasure;

// The same program published with NativeAOT and built for the JIT (see the project file), measuring BlockPack's generated
// formatters (plain and Lz4BlockArray) and, as peers on the same objects, MemoryPack's and System.Text.Json's source-
// generated code, on 10,000 records and 10,000 orders (MeasureCase).
// "once [REGEX]": one process's figures. First the time of the first Serialize in the process (3 records: resolving
// the formatters and, on the JIT, compiling them), printed as "first <us>"; then, per case whose name REGEX matches
// (all by default), after one second of warm-up (long enough for the JIT's tier-1 code), the medians of 11 timings of
// serializing and of deserializing the list, 8 times per timing: "<case> <serialize ms> <deserialize ms> <bytes>".
// "series N <NativeAOT executable> [REGEX]": N pairs of fresh processes, this build (the JIT one) and the NativeAOT one
// alternating which goes first; medians of each side and of the per-pair ratios, JIT ÷ NativeAOT and, inside each
// build, each peer's time ÷ BlockPack's on the same data.
// A gen-0 budget set by DOTNET_GCgen0size must be written without "0x" (see "series" below).
// "calls CASE N ser|des": N serializes (or deserializes) of one case after a first one, nothing timed: run under
// valgrind --tool=callgrind with two N, the difference of the instruction counts over the difference of N is the
// instructions per operation, independent of the machine's load.
if (args.Length >= 1 && args[0] == "once")
{
    List<MeasureRecord> small = MeasureRecord.Create(3);
    long start = Stopwatch.GetTimestamp();
    MessagePackSerializer.Serialize(small);
    double firstMicroseconds = Stopwatch.GetElapsedTime(start).TotalMicroseconds;
    Console.WriteLine("first " + firstMicroseconds.ToString("F1", CultureInfo.InvariantCulture));
    foreach (MeasureCase measured in Selected(args.Length > 1 ? args[1] : null))
    {
        byte[] bytes = measured.Serialize();
        var warm = Stopwatch.StartNew();
        while (warm.ElapsedMilliseconds < 1_000)
        {
            measured.Deserialize(measured.Serialize());
        }

        var serialize = new List<double>();
        var deserialize = new List<double>();
        var serializeGc = new GcCounts();
        var deserializeGc = new GcCounts();
        for (int round = 0; round < 11; round++)
        {
            GcCounts before = GcCounts.Now();
            long t0 = Stopwatch.GetTimestamp();
            for (int i = 0; i < 8; i++)
            {
                bytes = measured.Serialize();
            }

            serialize.Add(Stopwatch.GetElapsedTime(t0).TotalMilliseconds / 8);
            GcCounts middle = GcCounts.Now();
            long t1 = Stopwatch.GetTimestamp();
            for (int i = 0; i < 8; i++)
            {
                measured.Deserialize(bytes);
            }

            deserialize.Add(Stopwatch.GetElapsedTime(t1).TotalMilliseconds / 8);
            GcCounts after = GcCounts.Now();
            serializeGc = serializeGc.Plus(middle.Minus(before));
            deserializeGc = deserializeGc.Plus(after.Minus(middle));
        }

        // Columns 4-11: collections of generation 0, 1 and 2 and the collector's pause (ms) per operation over the 88
        // timed operations, serialize then deserialize (GC.CollectionCount counts a gen-2 collection in gen 0 and 1 too).
        Console.WriteLine(string.Join(' ', measured.Name, F(Median(serialize)), F(Median(deserialize)), bytes.Length.ToString(CultureInfo.InvariantCulture), serializeGc.PerOperation(88), deserializeGc.PerOperation(88)));
    }

    return 0;
}

if (args.Length is 3 or 4 && args[0] == "series")
{
    // Both runtimes read DOTNET_GCgen0size as hexadecimal, but NativeAOT's configuration reader (unlike the JIT's)
    // does not accept a "0x" prefix and silently keeps its default budget: the two sides would then run with different
    // gen-0 budgets (measured 2026-12-07: 0.534 collections per orders deserialize under NativeAOT with
    // 0x10000000, 0.068 with 10000000).
    if (Environment.GetEnvironmentVariable("DOTNET_GCgen0size") is { } gen0 && gen0.StartsWith("0x", StringComparison.OrdinalIgnoreCase))
    {
        Console.WriteLine($"DOTNET_GCgen0size={gen0}: NativeAOT ignores a 0x prefix; write the same hexadecimal value without it ({gen0.Substring(2)}).");
        return 2;
    }

    int pairs = int.Parse(args[1], CultureInfo.InvariantCulture);
    string aot = args[2];
    string filter = args.Length == 4 ? args[3] : ".";
    var runs = new Dictionary<bool, List<Dictionary<string, double[]>>> { [true] = new(), [false] = new() };
    for (int i = 0; i < pairs; i++)
    {
        foreach (bool isAot in i % 2 == 0 ? new[] { true, false } : new[] { false, true })
        {
            var info = isAot
                ? new ProcessStartInfo(aot)
                : new ProcessStartInfo(Environment.ProcessPath!) { ArgumentList = { System.IO.Path.Combine(AppContext.BaseDirectory, "BlockPack.AotMeasure.dll") } };
            info.ArgumentList.Add("once");
            info.ArgumentList.Add(filter);
            info.RedirectStandardOutput = true;
            using Process process = Process.Start(info)!;
            string output = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            if (process.ExitCode != 0)
            {
                Console.WriteLine($"{(isAot ? "NativeAOT" : "JIT")} process failed ({process.ExitCode}): {output}");
                return 1;
            }

            runs[isAot].Add(output.Split('\n', StringSplitOptions.RemoveEmptyEntries).Select(l => l.Split(' ')).ToDictionary(p => p[0], p => p.Skip(1).Select(v => double.Parse(v, CultureInfo.InvariantCulture)).ToArray()));
        }

        foreach (string name in runs[true][^1].Keys.Where(k => k != "first"))
        {
            if (runs[true][^1][name][2] != runs[false][^1][name][2])
            {
                Console.WriteLine($"{name}: different payloads, {runs[true][^1][name][2]} vs {runs[false][^1][name][2]} bytes");
                return 1;
            }
        }
    }

    List<Dictionary<string, double[]>> native = runs[true];
    List<Dictionary<string, double[]>> jit = runs[false];
    double Of(List<Dictionary<string, double[]>> side, string name, int k) => Median(side.Select(r => r[name][k]).ToList());
    double PairRatio(Func<int, double> numerator, Func<int, double> denominator) => Median(Enumerable.Range(0, pairs).Select(i => numerator(i) / denominator(i)).ToList());

    Console.WriteLine($"{pairs} pairs; medians NativeAOT / JIT and of the per-pair JIT ÷ NativeAOT (above 1: NativeAOT faster)");
    Console.WriteLine($"first serialize (us): {Of(native, "first", 0):F1} / {Of(jit, "first", 0):F1}, {PairRatio(i => jit[i]["first"][0], i => native[i]["first"][0]):F1}x");
    Console.WriteLine("case | bytes | serialize ms NativeAOT / JIT | JIT ÷ NativeAOT | deserialize ms NativeAOT / JIT | JIT ÷ NativeAOT");
    foreach (string name in native[0].Keys.Where(k => k != "first"))
    {
        Console.WriteLine($"{name} | {native[0][name][2]} | {Of(native, name, 0):F3} / {Of(jit, name, 0):F3} | {PairRatio(i => jit[i][name][0], i => native[i][name][0]):F2}x | {Of(native, name, 1):F3} / {Of(jit, name, 1):F3} | {PairRatio(i => jit[i][name][1], i => native[i][name][1]):F2}x");
    }

    Console.WriteLine("collector per operation, medians NativeAOT / JIT | serialize gen0, gen1, gen2, pause ms | deserialize gen0, gen1, gen2, pause ms");
    foreach (string name in native[0].Keys.Where(k => k != "first" && native[0][k].Length >= 11))
    {
        string Side(int from) => string.Join(", ", Enumerable.Range(from, 4).Select(k => $"{Of(native, name, k):F3} / {Of(jit, name, k):F3}"));
        Console.WriteLine($"{name} | {Side(3)} | {Side(7)}");
    }

    Console.WriteLine("peer ÷ BlockPack, same build, same process (above 1: BlockPack faster) | serialize NativeAOT, JIT | deserialize NativeAOT, JIT");
    foreach (string name in native[0].Keys.Where(k => k.Contains('-') && !k.EndsWith("-lz4", StringComparison.Ordinal)))
    {
        string own = name.Substring(0, name.IndexOf('-'));
        if (!native[0].ContainsKey(own))
        {
            continue;
        }

        Console.WriteLine($"{name} ÷ {own} | {PairRatio(i => native[i][name][0], i => native[i][own][0]):F2}x, {PairRatio(i => jit[i][name][0], i => jit[i][own][0]):F2}x | {PairRatio(i => native[i][name][1], i => native[i][own][1]):F2}x, {PairRatio(i => jit[i][name][1], i => jit[i][own][1]):F2}x");
    }

    return 0;
}

if (args.Length == 4 && args[0] == "calls")
{
    MeasureCase measured = Selected("^" + args[1] + "$").Single();
    int count = int.Parse(args[2], CultureInfo.InvariantCulture);
    byte[] bytes = measured.Serialize();
    measured.Deserialize(bytes);
    for (int i = 0; i < count; i++)
    {
        if (args[3] == "ser")
        {
            bytes = measured.Serialize();
        }
        else
        {
            measured.Deserialize(bytes);
        }
    }

    Console.WriteLine(bytes.Length);
    return 0;
}

Console.WriteLine("usage: once [REGEX] | series <pairs> <NativeAOT executable> [REGEX] | calls <case> <count> ser|des");
return 2;

static IEnumerable<MeasureCase> Selected(string? pattern) =>
    MeasureCase.All().Where(c => pattern is null || System.Text.RegularExpressions.Regex.IsMatch(c.Name, pattern));

static string F(double value) => value.ToString("F3", CultureInfo.InvariantCulture);

static double Median(List<double> values)
{
    values.Sort();
    int middle = values.Count / 2;
    return values.Count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}
