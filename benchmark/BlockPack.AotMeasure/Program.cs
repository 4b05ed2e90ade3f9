using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack;
using BlockPack.Benchmarks.Generated;

// The benchmark suite's nine-member int-key record (benchmark/BlockPack.Benchmarks/Generated/Record.cs), with the standard
// options in both builds: the generated formatters serve it (the standard resolver asks them before any dynamic one).
// "once": one process's figures, printed as "<first-serialize us> <serialize ms> <deserialize ms> <bytes>": the first
// Serialize of a small list of rows in the process, then, after a warm-up long enough for the JIT's tier-1 code, the
// median of 15 timings of serializing (and of deserializing) 10,000 rows, 8 times per timing.
// "series N <aot executable>": N pairs of fresh processes, this build (the JIT one) and the NativeAOT one alternating
// which goes first; medians of each side and of the per-pair ratios.
if (args.Length == 1 && args[0] == "once")
{
    List<Record> small = Record.Create(3);
    long start = Stopwatch.GetTimestamp();
    MessagePackSerializer.Serialize(small);
    double firstMicroseconds = Stopwatch.GetElapsedTime(start).TotalMicroseconds;

    List<Record> rows = Record.Create(10_000);
    byte[] bytes = MessagePackSerializer.Serialize(rows);
    var warm = Stopwatch.StartNew();
    while (warm.ElapsedMilliseconds < 3_000)
    {
        MessagePackSerializer.Deserialize<List<Record>>(MessagePackSerializer.Serialize(rows));
    }

    var serialize = new List<double>();
    var deserialize = new List<double>();
    for (int round = 0; round < 15; round++)
    {
        long t0 = Stopwatch.GetTimestamp();
        for (int i = 0; i < 8; i++)
        {
            bytes = MessagePackSerializer.Serialize(rows);
        }

        serialize.Add(Stopwatch.GetElapsedTime(t0).TotalMilliseconds / 8);
        long t1 = Stopwatch.GetTimestamp();
        for (int i = 0; i < 8; i++)
        {
            rows = MessagePackSerializer.Deserialize<List<Record>>(bytes);
        }

        deserialize.Add(Stopwatch.GetElapsedTime(t1).TotalMilliseconds / 8);
    }

    Console.WriteLine(string.Join(' ', firstMicroseconds.ToString("F1", CultureInfo.InvariantCulture), Median(serialize).ToString("F3", CultureInfo.InvariantCulture), Median(deserialize).ToString("F3", CultureInfo.InvariantCulture), bytes.Length.ToString(CultureInfo.InvariantCulture)));
    return 0;
}

if (args.Length == 3 && args[0] == "series")
{
    int pairs = int.Parse(args[1], CultureInfo.InvariantCulture);
    string aot = args[2];
    var jit = new List<double[]>();
    var native = new List<double[]>();
    for (int i = 0; i < pairs; i++)
    {
        foreach (bool isAot in i % 2 == 0 ? new[] { true, false } : new[] { false, true })
        {
            var info = isAot
                ? new ProcessStartInfo(aot, "once")
                : new ProcessStartInfo(Environment.ProcessPath!, $"\"{System.IO.Path.Combine(AppContext.BaseDirectory, "BlockPack.AotMeasure.dll")}\" once");
            info.RedirectStandardOutput = true;
            using Process process = Process.Start(info)!;
            string line = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            double[] values = line.Split(' ').Select(v => double.Parse(v, CultureInfo.InvariantCulture)).ToArray();
            (isAot ? native : jit).Add(values);
        }

        if (native[^1][3] != jit[^1][3])
        {
            Console.WriteLine($"different payloads: {native[^1][3]} vs {jit[^1][3]} bytes");
            return 1;
        }
    }

    string[] names = { "first serialize in the process (us)", "serialize 10,000 rows (ms)", "deserialize 10,000 rows (ms)" };
    for (int k = 0; k < 3; k++)
    {
        double ratio = Median(Enumerable.Range(0, pairs).Select(i => jit[i][k] / native[i][k]).ToList());
        Console.WriteLine($"{names[k]}: NativeAOT median {Median(native.Select(v => v[k]).ToList()):F3}, JIT median {Median(jit.Select(v => v[k]).ToList()):F3}, median of per-pair JIT/NativeAOT {ratio:F2}x");
    }

    Console.WriteLine($"payload {native[0][3]} bytes, {pairs} pairs");
    return 0;
}

Console.WriteLine("usage: once | series <pairs> <NativeAOT executable>");
return 2;

static double Median(List<double> values)
{
    values.Sort();
    int middle = values.Count / 2;
    return values.Count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}
