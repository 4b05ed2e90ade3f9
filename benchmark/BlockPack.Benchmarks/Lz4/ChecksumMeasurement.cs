using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// What <see cref="MessagePackSerializerOptions.BlockChecksums"/> costs: sandbox orders serialized and deserialized
    /// with and without checksums in each framing, on one thread and with the default degree of parallelism, the two
    /// alternating (order flipped every round); medians of per-round times and of the checked ÷ unchecked ratios.
    /// </summary>
    internal static class ChecksumMeasurement
    {
        internal static void Run(int repetitions, int orderCount)
        {
            List<Order> orders = OrderGenerator.Create(orderCount);
            Console.WriteLine($"{orderCount} orders, median of {repetitions} alternating rounds (ms per call); GC gen0size {Environment.GetEnvironmentVariable("DOTNET_GCgen0size") ?? "default"}; load {ResultTable.LoadAverage()}");
            Console.WriteLine($"{"case",-44} {"unchecked",10} {"checked",10} | {"checked/unchecked",18}");
            foreach (MessagePackCompression compression in new[] { MessagePackCompression.Lz4BlockArray, MessagePackCompression.Lz4Block })
            {
                foreach (int degree in new[] { 1, 0 })
                {
                    MessagePackSerializerOptions uncheckedOptions = MessagePackSerializerOptions.Standard.WithCompression(compression).WithMaxDegreeOfParallelism(degree);
                    MessagePackSerializerOptions checkedOptions = uncheckedOptions.WithBlockChecksums(true);
                    string label = $"{compression}, degree {(degree == 0 ? "default" : "1")}";
                    byte[] plainPayload = MessagePackSerializer.Serialize(orders, uncheckedOptions);
                    byte[] checkedPayload = MessagePackSerializer.Serialize(orders, checkedOptions);
                    int calls = Math.Max(1, 4_000_000 / plainPayload.Length);
                    Report(label + ", deserialize", repetitions, calls, () => MessagePackSerializer.Deserialize<List<Order>>(plainPayload, uncheckedOptions), () => MessagePackSerializer.Deserialize<List<Order>>(checkedPayload, checkedOptions));
                    Report(label + ", serialize", repetitions, calls, () => MessagePackSerializer.Serialize(orders, uncheckedOptions), () => MessagePackSerializer.Serialize(orders, checkedOptions));
                }
            }
        }

        private static void Report(string label, int repetitions, int calls, Action withoutChecksums, Action withChecksums)
        {
            RoundTimes rounds = PairedRounds.Run(new[] { withoutChecksums, withChecksums }, repetitions, calls, multiThreaded: true);
            List<double> without = rounds.Of(0).Select(t => t * 1e3).ToList();
            List<double> with = rounds.Of(1).Select(t => t * 1e3).ToList();
            Console.WriteLine(string.Format(
                CultureInfo.InvariantCulture,
                "{0,-44} {1,10:F3} {2,10:F3} | {3,18:F3}",
                label,
                Stats.Median(without),
                Stats.Median(with),
                Stats.Median(with.Zip(without, (x, y) => x / y))));
        }
    }
}
