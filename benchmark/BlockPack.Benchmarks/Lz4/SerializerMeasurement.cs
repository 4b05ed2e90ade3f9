using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// What the decoder choice means for a whole deserialization: sandbox orders serialized with Lz4BlockArray, then
    /// deserialized with the native decoder and with the managed codec (Lz4Decoding.Preference), alternating, on one
    /// thread (MaxDegreeOfParallelism = 1, so the decoders are compared and not the scheduling); and how much of the
    /// managed time is the zero-offset scan, timed alone on the payload's blocks.
    /// </summary>
    internal static class SerializerMeasurement
    {
        internal static void Run(int repetitions, int orderCount)
        {
            List<Order> orders = OrderGenerator.Create(orderCount);
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            byte[] payload = MessagePackSerializer.Serialize(orders, options);
            byte[] plain = MessagePackSerializer.Serialize(orders, MessagePackSerializerOptions.Standard);
            byte[][] blocks = CompressedBlocks.Of(plain, ManagedLz4BlockCodec.Instance);
            Lz4Decoding.MaxDegreeOfParallelism = 1;

            int calls = Math.Max(1, 400_000 / orderCount);
            RoundTimes times = PairedRounds.Run(
                new Action[]
                {
                    () => Deserialize(Lz4Decoder.Native, payload, options),
                    () => Deserialize(Lz4Decoder.Fallback, payload, options),
                    () => Scan(blocks),
                },
                repetitions,
                calls);
            List<double> native = times.Of(0).Select(t => t * 1e3).ToList();
            List<double> managed = times.Of(1).Select(t => t * 1e3).ToList();
            List<double> scan = times.Of(2).Select(t => t * 1e3).ToList();
            Lz4Decoding.Preference = Lz4Decoder.Automatic;
            double ratio = Stats.Median(managed.Zip(native, (m, n) => m / n));
            string gen0 = Environment.GetEnvironmentVariable("DOTNET_GCgen0size") ?? "default";
            Console.WriteLine(
                $"Deserialize {orderCount:N0} orders from Lz4BlockArray ({payload.Length:N0} bytes, {plain.Length:N0} plain, {blocks.Length} blocks), " +
                $"one thread, GC gen0size {gen0}, median of {repetitions} paired rounds of {calls} calls, {MeasureClock.Name}:");
            Console.WriteLine(string.Format(
                CultureInfo.InvariantCulture,
                "native {0:F3} ms, managed {1:F3} ms, managed / native {2:F3}; zero-offset scan alone {3:F3} ms ({4:F1} % of managed)",
                Stats.Median(native),
                Stats.Median(managed),
                ratio,
                Stats.Median(scan),
                100 * Stats.Median(scan) / Stats.Median(managed)));
            Console.WriteLine(string.Format(CultureInfo.InvariantCulture, "csv,serializer,{0:F4},{1:F4},{2:F4},{3:F4}", Stats.Median(native), Stats.Median(managed), ratio, Stats.Median(scan)));
        }

        private static void Deserialize(Lz4Decoder decoder, byte[] payload, MessagePackSerializerOptions options)
        {
            Lz4Decoding.Preference = decoder;
            MessagePackSerializer.Deserialize<List<Order>>(payload, options);
        }

        private static void Scan(byte[][] blocks)
        {
            foreach (byte[] block in blocks)
            {
                if (Lz4ZeroOffsetScan.HasZeroOffset(block))
                {
                    throw new InvalidOperationException("a block written by K4os has a zero offset");
                }
            }
        }
    }
}
