using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Reflection;
using System.Security.Cryptography;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.Zstd
{
    /// <summary>
    /// Serializes and deserializes the sandbox's orders (10,000 unless told) as <c>ZstdBlockArray</c> (or another
    /// compression) at the default level and prints the median wall time per round, the process's CPU time per round (all threads, averaged over the rounds: the
    /// operating system counts it in ticks too coarse for one round), the payload's size and its SHA-256. It uses public API only, so the
    /// same file compiles against any BlockPack build: docs/measurements/2026-12-07-zstd-frames.md ("Speed") builds it
    /// into a small console project per build and runs the builds in alternation.
    /// </summary>
    public static class ZstdSpeedRun
    {
        /// <summary>Runs the measurement and prints one line.</summary>
        /// <param name="label">The build's name, printed first.</param>
        /// <param name="degree">MaxDegreeOfParallelism (1: the caller alone; the machine's default otherwise).</param>
        /// <param name="warmups">Rounds run first and not counted. On two threads give it a few hundred: after 40, some
        /// processes still ran ZstdSharp's match finder as on-stack-replacement code, the JIT's background thread having
        /// little time while both cores compress (docs/measurements/2026-12-08-zstd-two-threads.md).</param>
        /// <param name="rounds">Rounds counted.</param>
        /// <param name="orderCount">How many orders the value holds.</param>
        /// <param name="frameSize">The Zstandard frame size set with <c>WithZstdFrameSize</c>, or 0 for the build's default.
        /// Found by reflection, so that this file still compiles against builds that have no such option.</param>
        /// <param name="compression">The <see cref="MessagePackCompression"/> member's name.</param>
        public static void Run(string label, int degree, int warmups, int rounds, int orderCount = 10_000, int frameSize = 0, string compression = nameof(MessagePackCompression.ZstdBlockArray))
        {
            List<Order> orders = OrderGenerator.Create(orderCount);
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(Enum.Parse<MessagePackCompression>(compression));
            if (degree > 0)
            {
                options = options.WithMaxDegreeOfParallelism(degree);
            }

            if (frameSize > 0)
            {
                MethodInfo withFrameSize = typeof(MessagePackSerializerOptions).GetMethod("WithZstdFrameSize", new[] { typeof(int) })
                    ?? throw new InvalidOperationException("This build has no WithZstdFrameSize.");
                options = (MessagePackSerializerOptions)withFrameSize.Invoke(options, new object[] { frameSize })!;
            }

            byte[] payload = MessagePackSerializer.Serialize(orders, options);
            if (OrderComparer.FirstDifference(orders, MessagePackSerializer.Deserialize<List<Order>>(payload, options)) >= 0)
            {
                throw new InvalidOperationException("The orders did not read back equal.");
            }

            for (int i = 0; i < warmups; i++)
            {
                MessagePackSerializer.Serialize(orders, options);
                MessagePackSerializer.Deserialize<List<Order>>(payload, options);
            }

            double[] serializeWall = new double[rounds];
            double[] deserializeWall = new double[rounds];
            Process process = Process.GetCurrentProcess();
            TimeSpan serializeCpu = TimeSpan.Zero;
            TimeSpan deserializeCpu = TimeSpan.Zero;
            for (int i = 0; i < rounds; i++)
            {
                // Serialize and deserialize alternate, so a burst of load on the machine touches both alike.
                serializeCpu += Time(() => MessagePackSerializer.Serialize(orders, options), process, out serializeWall[i]);
                deserializeCpu += Time(() => MessagePackSerializer.Deserialize<List<Order>>(payload, options), process, out deserializeWall[i]);
            }

            string hash = Convert.ToHexString(SHA256.HashData(payload)).Substring(0, 16);
            Console.WriteLine(
                $"{label} degree={degree} orders={orderCount} plain={MessagePackSerializer.Serialize(orders, MessagePackSerializerOptions.Standard).Length} bytes={payload.Length} sha256={hash} serialize wall={Median(serializeWall):F2} cpu={serializeCpu.TotalMilliseconds / rounds:F2} "
                + $"deserialize wall={Median(deserializeWall):F2} cpu={deserializeCpu.TotalMilliseconds / rounds:F2} ms");
        }

        private static TimeSpan Time(Action action, Process process, out double wallMs)
        {
            process.Refresh();
            TimeSpan cpu = process.TotalProcessorTime;
            long start = Stopwatch.GetTimestamp();
            action();
            wallMs = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
            process.Refresh();
            return process.TotalProcessorTime - cpu;
        }

        private static double Median(double[] values)
        {
            double[] sorted = values.OrderBy(v => v).ToArray();
            int middle = sorted.Length / 2;
            return sorted.Length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
        }
    }
}
