using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack;
using BlockPack.GeneratedMeasure;

// Throughput (default): 10,000 int-key records, plain (no compression), serialize and deserialize, the three sides
// timed in turn within each round (the order rotates), 25 rounds; medians of the per-round times and of the per-round
// ratios. "startup <side> cold|warm": the first serialize of a new type in this process (warm: after the library
// served another type). "startup-series N": N fresh processes
// per side, alternating, medians.
if (args.Length == 3 && args[0] == "startup")
{
    MessagePackSerializerOptions options = args[1] == "generated" ? Sides.Generated : Sides.Emitted;
    if (args[2] == "warm")
    {
        // The serializer, the writer and the resolver chain already ran: what is left is the new type's own cost.
        MessagePackSerializer.Serialize(new Dictionary<string, int> { ["warm"] = 1 }, options);
    }

    var first = new FirstUse { Id = 1, Name = "first", When = DateTime.UnixEpoch, Ratio = 0.5 };
    long start = Stopwatch.GetTimestamp();
    byte[] bytes = MessagePackSerializer.Serialize(first, options);
    double microseconds = Stopwatch.GetElapsedTime(start).TotalMicroseconds;
    Console.WriteLine(microseconds.ToString("F1", CultureInfo.InvariantCulture) + " " + bytes.Length);
    return 0;
}

if (args.Length == 2 && args[0] == "startup-series")
{
    int runs = int.Parse(args[1], CultureInfo.InvariantCulture);
    foreach (string state in new[] { "cold", "warm" })
    {
        var times = new Dictionary<string, List<double>> { ["generated"] = new(), ["emitted"] = new() };
        for (int i = 0; i < runs; i++)
        {
            foreach (string side in i % 2 == 0 ? new[] { "generated", "emitted" } : new[] { "emitted", "generated" })
            {
                var info = new ProcessStartInfo(Environment.ProcessPath!, $"startup {side} {state}") { RedirectStandardOutput = true };
                using Process process = Process.Start(info)!;
                string line = process.StandardOutput.ReadToEnd();
                process.WaitForExit();
                times[side].Add(double.Parse(line.Split(' ')[0], CultureInfo.InvariantCulture));
            }
        }

        double generated = Median(times["generated"]);
        double emitted = Median(times["emitted"]);
        string what = state == "cold" ? "first serialize in the process (library and type)" : "first serialize of a new type (library already used)";
        Console.WriteLine($"{what}, {runs} fresh processes each: generated median {generated:F0} us, emitted median {emitted:F0} us, emitted/generated {emitted / generated:F1}x");
    }

    return 0;
}

const int Count = 10_000;
const int Rounds = 25;
const int PerTiming = 8;
List<Record> records = Record.Create(Count);

// The three must agree on the bytes, or the comparison would not be like for like.
byte[][] payloads = Enumerable.Range(0, 3).Select(side => Sides.Serialize(side, records)).ToArray();
if (!payloads[1].AsSpan().SequenceEqual(payloads[0]) || !payloads[2].AsSpan().SequenceEqual(payloads[0]))
{
    Console.WriteLine("the sides write different bytes");
    return 1;
}

foreach (int side in Enumerable.Range(0, 3))
{
    for (int i = 0; i < 20; i++)
    {
        Sides.Serialize(side, records);
        Sides.Deserialize(side, payloads[side]);
    }
}

var serialize = Enumerable.Range(0, 3).Select(_ => new List<double>()).ToArray();
var deserialize = Enumerable.Range(0, 3).Select(_ => new List<double>()).ToArray();
for (int round = 0; round < Rounds; round++)
{
    for (int k = 0; k < 3; k++)
    {
        int side = (round + k) % 3;
        long start = Stopwatch.GetTimestamp();
        for (int i = 0; i < PerTiming; i++)
        {
            Sides.Serialize(side, records);
        }

        serialize[side].Add(Stopwatch.GetElapsedTime(start).TotalMilliseconds / PerTiming);
        start = Stopwatch.GetTimestamp();
        for (int i = 0; i < PerTiming; i++)
        {
            Sides.Deserialize(side, payloads[side]);
        }

        deserialize[side].Add(Stopwatch.GetElapsedTime(start).TotalMilliseconds / PerTiming);
    }
}

Console.WriteLine($"{Count:N0} int-key records, plain, {payloads[0].Length:N0} bytes; {Rounds} rounds x {PerTiming} operations per side, medians");
Report("serialize", serialize);
Report("deserialize", deserialize);
return 0;

static void Report(string operation, List<double>[] times)
{
    for (int side = 0; side < 3; side++)
    {
        Console.WriteLine($"  {operation,-11} {Sides.Names[side],-9} {Median(times[side]):F3} ms");
    }

    // Paired ratios: each round's sides ran back to back, so the machine's load cancels out of each ratio.
    Console.WriteLine($"  {operation,-11} mpcs-v3/generated {Median(times[2].Zip(times[0], (m, g) => m / g).ToList()):F2}x, emitted/generated {Median(times[1].Zip(times[0], (e, g) => e / g).ToList()):F2}x");
}

static double Median(List<double> values)
{
    double[] sorted = values.OrderBy(v => v).ToArray();
    return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
}
