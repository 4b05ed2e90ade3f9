using System;
using System.Buffers;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.Lz4
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
            Measure("orders", OrderGenerator.Create(orderCount), repetitions);
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
            RoundTimes rounds = PairedRounds.Run(cases.Select(c => c.Run).ToArray(), repetitions, calls);
            List<double>[] times = Enumerable.Range(0, cases.Length).Select(c => rounds.Of(c).Select(t => t * 1e3).ToList()).ToArray();
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
                MeasureClock.ThreadCpu ? " (thread CPU time)" : string.Empty,
                ResultTable.LoadAverage()));
        }
    }
}
