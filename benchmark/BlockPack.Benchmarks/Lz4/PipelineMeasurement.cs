using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// What compressing Lz4BlockArray blocks on a worker while the serializer writes (the pipeline) buys: sandbox orders
    /// serialized to a byte array plain, with Lz4BlockArray on one thread (MaxDegreeOfParallelism 1) and pipelined
    /// (degree 2), the three alternating and rotated in each round; medians of per-round times and ratios.
    /// </summary>
    internal static class PipelineMeasurement
    {
        internal static void Run(int repetitions, int[] orderCounts)
        {
            MessagePackSerializerOptions plain = MessagePackSerializerOptions.Standard;
            MessagePackSerializerOptions oneThread = plain.WithCompression(MessagePackCompression.Lz4BlockArray).WithMaxDegreeOfParallelism(1);
            MessagePackSerializerOptions pipelined = oneThread.WithMaxDegreeOfParallelism(2);
            Console.WriteLine($"Serialize orders to byte[], median of {repetitions} rotated rounds (ms per call); GC gen0size {Environment.GetEnvironmentVariable("DOTNET_GCgen0size") ?? "default"}");
            Console.WriteLine($"{"orders",8} {"plain KB",9} {"plain",8} {"1 thread",9} {"pipelined",9} | {"1 thr/pipe",10} {"1 thr/plain",11} {"pipe/plain",10}");
            foreach (int count in orderCounts)
            {
                List<Order> orders = OrderGenerator.Create(count);
                int plainBytes = MessagePackSerializer.Serialize(orders, plain).Length;
                if (!MessagePackSerializer.Serialize(orders, oneThread).AsSpan().SequenceEqual(MessagePackSerializer.Serialize(orders, pipelined)))
                {
                    throw new InvalidOperationException("pipelined output differs from the single-threaded output");
                }

                int calls = Math.Max(1, 2_000_000 / plainBytes * 4);
                MessagePackSerializerOptions[] cases = { plain, oneThread, pipelined };
                RoundTimes rounds = PairedRounds.Run(cases.Select(o => (Action)(() => MessagePackSerializer.Serialize(orders, o))).ToArray(), repetitions, calls, multiThreaded: true);
                List<double>[] times = Enumerable.Range(0, cases.Length).Select(c => rounds.Of(c).Select(t => t * 1e3).ToList()).ToArray();
                double Ratio(int a, int b) => Stats.Median(times[a].Zip(times[b], (x, y) => x / y));
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "{0,8} {1,9:F0} {2,8:F3} {3,9:F3} {4,9:F3} | {5,10:F3} {6,11:F3} {7,10:F3}",
                    count,
                    plainBytes / 1024.0,
                    Stats.Median(times[0]),
                    Stats.Median(times[1]),
                    Stats.Median(times[2]),
                    Ratio(1, 2),
                    Ratio(1, 0),
                    Ratio(2, 0)));
            }
        }

        /// <summary>Deserialize of an Lz4BlockArray payload with its blocks decoded on one thread vs two, alternating.</summary>
        internal static void RunDecode(int repetitions, int[] orderCounts)
        {
            MessagePackSerializerOptions oneThread = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray).WithMaxDegreeOfParallelism(1);
            MessagePackSerializerOptions twoThreads = oneThread.WithMaxDegreeOfParallelism(2);
            Console.WriteLine($"Deserialize orders from Lz4BlockArray, median of {repetitions} alternating rounds (ms per call); GC gen0size {Environment.GetEnvironmentVariable("DOTNET_GCgen0size") ?? "default"}");
            Console.WriteLine($"{"orders",8} {"payload KB",10} {"1 thread",9} {"2 threads",9} | {"1 thr/2 thr",11}");
            foreach (int count in orderCounts)
            {
                byte[] payload = MessagePackSerializer.Serialize(OrderGenerator.Create(count), oneThread);
                int calls = Math.Max(1, 4_000_000 / payload.Length);
                RoundTimes rounds = PairedRounds.Run(
                    new Action[] { () => MessagePackSerializer.Deserialize<List<Order>>(payload, oneThread), () => MessagePackSerializer.Deserialize<List<Order>>(payload, twoThreads) },
                    repetitions,
                    calls,
                    multiThreaded: true);
                List<double> one = rounds.Of(0).Select(t => t * 1e3).ToList();
                List<double> two = rounds.Of(1).Select(t => t * 1e3).ToList();
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "{0,8} {1,10:F0} {2,9:F3} {3,9:F3} | {4,11:F3}",
                    count,
                    payload.Length / 1024.0,
                    Stats.Median(one),
                    Stats.Median(two),
                    Stats.Median(one.Zip(two, (x, y) => x / y))));
            }
        }
    }
}
