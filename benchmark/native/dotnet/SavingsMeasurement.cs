using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;

namespace BlockPack.NativeMeasure
{
    /// <summary>
    /// What <see cref="MessagePackSerializerOptions.MinimumCompressionSavings"/> costs or saves: sandbox orders (which
    /// compress, so the rule keeps the framing) and random bytes (which do not, so it writes them plain), serialized with
    /// Lz4BlockArray on one thread to a byte array and to a reused buffer writer, without the rule and with 0.1; the
    /// four cases rotated in each round, medians of per-round times and of the per-round ratios.
    /// </summary>
    internal static class SavingsMeasurement
    {
        internal static void Run(int repetitions, int orderCount)
        {
            byte[] random = new byte[3 * 1024 * 1024];
            new Random(1).NextBytes(random);
            Measure("orders", Sandbox.Model.OrderGenerator.Create(orderCount), repetitions);
            Measure("random", random, repetitions);
        }

        private static void Measure<T>(string name, T value, int repetitions)
        {
            MessagePackSerializerOptions off = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray).WithMaxDegreeOfParallelism(1);
            MessagePackSerializerOptions on = off.WithMinimumCompressionSavings(0.1);
            ArrayBufferWriter<byte> writer = new ArrayBufferWriter<byte>();
            (string Name, Action Run)[] cases =
            {
                ("byte[] off", () => MessagePackSerializer.Serialize(value, off)),
                ("byte[] 0.1", () => MessagePackSerializer.Serialize(value, on)),
                ("writer off", () => { writer.ResetWrittenCount(); MessagePackSerializer.Serialize(writer, value, off); }),
                ("writer 0.1", () => { writer.ResetWrittenCount(); MessagePackSerializer.Serialize(writer, value, on); }),
            };

            int plainLength = MessagePackSerializer.Serialize(value).Length;
            int calls = Math.Max(1, 20_000_000 / plainLength);
            List<double>[] times = cases.Select(_ => new List<double>()).ToArray();
            for (int rep = -2; rep < repetitions; rep++)
            {
                for (int k = 0; k < cases.Length; k++)
                {
                    int c = (k + Math.Max(rep, 0)) % cases.Length;
                    double ms = Time(cases[c].Run, calls);
                    if (rep >= 0)
                    {
                        times[c].Add(ms);
                    }
                }
            }

            double Ratio(int a, int b) => Stats.Median(times[a].Zip(times[b], (x, y) => x / y));
            Console.WriteLine(string.Format(
                CultureInfo.InvariantCulture,
                "{0,-7} plain {1,8} B, framed {2,8} B, with 0.1 {3,8} B | ms: {4} | 0.1/off byte[] {5:F3}, writer {6:F3}{7}; load average {8}",
                name,
                plainLength,
                MessagePackSerializer.Serialize(value, off).Length,
                MessagePackSerializer.Serialize(value, on).Length,
                string.Join(", ", cases.Select((c, i) => $"{c.Name} {Stats.Median(times[i]):F3}")),
                Ratio(1, 0),
                Ratio(3, 2),
                ThreadCpuClock.Requested ? " (thread CPU time)" : string.Empty,
                CodecMeasurement.LoadAverage()));
        }

        private static double Time(Action run, int calls)
        {
            double cpuStart = ThreadCpuClock.Requested ? ThreadCpuClock.Seconds() : 0;
            long start = Stopwatch.GetTimestamp();
            for (int i = 0; i < calls; i++)
            {
                run();
            }

            double seconds = ThreadCpuClock.Requested ? ThreadCpuClock.Seconds() - cpuStart : (Stopwatch.GetTimestamp() - start) / (double)Stopwatch.Frequency;
            return seconds * 1000.0 / calls;
        }
    }
}
