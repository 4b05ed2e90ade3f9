using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using BlockPack.Sandbox.Model;

namespace BlockPack.Sandbox
{
    /// <summary>
    /// The demo: builds 10,000 realistic orders, serializes them with each compression mode, reads them back,
    /// checks nothing was lost, and prints sizes and median times.
    /// </summary>
    internal static class Program
    {
        private const int OrderCount = 10_000;
        private const int Repetitions = 15;

        private static int Main()
        {
            List<Order> orders = OrderGenerator.Create(OrderCount);
            Console.WriteLine($"BlockPack demo: {OrderCount:N0} orders with {orders.Sum(o => o.Lines.Count):N0} lines");
#if DEBUG
            Console.WriteLine("(Debug build: times are not representative; add -c Release to the command for real figures.)");
#endif
            Console.WriteLine();
            Console.WriteLine($"{"mode",-14} {"bytes",12} {"ratio",7} {"serialize",12} {"deserialize",12}  round trip");

            int failures = 0;
            long plainSize = 0;
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(mode);
                byte[] bytes;
                try
                {
                    bytes = MessagePackSerializer.Serialize(orders, options);
                }
                catch (NotSupportedException ex)
                {
                    Console.WriteLine($"{mode,-14} not available: {ex.Message}");
                    continue;
                }

                List<Order> back = MessagePackSerializer.Deserialize<List<Order>>(bytes, options);
                int difference = OrderComparer.FirstDifference(orders, back);
                failures += difference >= 0 ? 1 : 0;
                plainSize = mode == MessagePackCompression.None ? bytes.Length : plainSize;

                double serializeMs = MedianMilliseconds(() => MessagePackSerializer.Serialize(orders, options));
                double deserializeMs = MedianMilliseconds(() => MessagePackSerializer.Deserialize<List<Order>>(bytes, options));
                string ratio = plainSize > 0 ? $"{(double)plainSize / bytes.Length:F2}x" : "-";
                Console.WriteLine($"{mode,-14} {bytes.Length,12:N0} {ratio,7} {serializeMs,9:F2} ms {deserializeMs,9:F2} ms  {(difference < 0 ? "equal" : $"DIFFERS at order {difference}")}");
            }

            Console.WriteLine();
            Console.WriteLine("First order as JSON:");
            Console.WriteLine(MessagePackSerializer.SerializeToJson(orders[0]));
            return failures == 0 ? 0 : 1;
        }

        /// <summary>
        /// Median of several timed runs, so one noisy run on a shared machine does not decide. The half-second warm-up
        /// lets the JIT finish tiering the code first: without it, whichever mode runs first pays for tier-0 code.
        /// </summary>
        private static double MedianMilliseconds(Action action)
        {
            var warmUp = Stopwatch.StartNew();
            while (warmUp.ElapsedMilliseconds < 500)
            {
                action();
            }

            var times = new double[Repetitions];
            for (int i = 0; i < Repetitions; i++)
            {
                long start = Stopwatch.GetTimestamp();
                action();
                times[i] = (Stopwatch.GetTimestamp() - start) * 1000.0 / Stopwatch.Frequency;
            }

            Array.Sort(times);
            return times[Repetitions / 2];
        }
    }
}
