using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Integrity;
using BlockPack.Native;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// Where a block checksum costs least, for the design decision: sandbox orders as Lz4BlockArray, the
    /// whole deserialize (one thread, native decoder) against the checksum work it would add, all in one process,
    /// interleaved in rotated order every repetition, each as a fraction of that repetition's deserialize time:
    /// <list type="bullet">
    /// <item><c>crc-compressed</c>: CRC-32C of every compressed block, what verifying before decoding adds;</item>
    /// <item><c>crc-compressed+deserialize</c>: those CRCs, then the deserialize, measured as one (so cache effects show);</item>
    /// <item><c>decode</c> and <c>decode+crc-plain</c>: each block decoded into a 64 KiB buffer, without and with a
    /// CRC-32C of the output straight after (hot in cache), their difference being what verifying after decoding adds;</item>
    /// <item><c>crc-plain-cold</c>: CRC-32C of the whole plain msgpack, for scale.</item>
    /// </list>
    /// Blocks are the serializer's: 64 KiB of plain msgpack each, compressed by the native encoder.
    /// </summary>
    internal static class CrcPlacementMeasurement
    {
        internal static void Run(int repetitions, int orderCount)
        {
            List<Order> orders = OrderGenerator.Create(orderCount);
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            byte[] payload = MessagePackSerializer.Serialize(orders, options);
            byte[] plain = MessagePackSerializer.Serialize(orders, MessagePackSerializerOptions.Standard);
            IBlockCodec codec = NativeLz4BlockCodec.Instance ?? throw new InvalidOperationException(Lz4Decoding.NativeUnavailableReason);
            byte[][] blocks = CompressedBlocks.Of(plain, new NativeEncodingLz4BlockCodec(codec, null));
            byte[] scratch = new byte[CompressedBlocks.BlockSize];
            Lz4Decoding.MaxDegreeOfParallelism = 1;
            uint sink = 0;

            (string Name, Action Run)[] methods =
            {
                ("deserialize", () => MessagePackSerializer.Deserialize<List<Order>>(payload, options)),
                ("crc-compressed", () =>
                {
                    foreach (byte[] block in blocks)
                    {
                        sink ^= Crc32C.Compute(block);
                    }
                }),
                ("crc-compressed+deserialize", () =>
                {
                    foreach (byte[] block in blocks)
                    {
                        sink ^= Crc32C.Compute(block);
                    }

                    MessagePackSerializer.Deserialize<List<Order>>(payload, options);
                }),
                ("decode", () =>
                {
                    foreach (byte[] block in blocks)
                    {
                        sink ^= (uint)codec.Decompress(block, scratch);
                    }
                }),
                ("decode+crc-plain", () =>
                {
                    foreach (byte[] block in blocks)
                    {
                        int length = codec.Decompress(block, scratch);
                        sink ^= Crc32C.Compute(scratch.AsSpan(0, length));
                    }
                }),
                ("crc-plain-cold", () => sink ^= Crc32C.Compute(plain)),
            };

            int calls = Math.Max(1, 200_000 / orderCount);
            string loadBefore = ResultTable.LoadAverage();
            RoundTimes rounds = PairedRounds.Run(methods.Select(m => m.Run).ToArray(), repetitions, calls);
            Dictionary<string, IReadOnlyList<double>> samples = methods.Select((m, i) => (m.Name, i)).ToDictionary(m => m.Name, m => rounds.Of(m.i));
            Lz4Decoding.MaxDegreeOfParallelism = Environment.ProcessorCount;
            IReadOnlyList<double> deserialize = samples["deserialize"];
            double Fraction(Func<int, double> extra) => Stats.Median(Enumerable.Range(0, repetitions).Select(r => extra(r) / deserialize[r]));
            Console.WriteLine(
                $"CRC-32C placement for {orderCount:N0} orders, Lz4BlockArray ({payload.Length:N0} bytes; {plain.Length:N0} plain in {blocks.Length} blocks of 64 KiB, " +
                $"{blocks.Sum(b => (long)b.Length):N0} compressed by the native encoder), one thread, native decoder, {calls} calls per method per repetition, " +
                $"median of {repetitions} rotated repetitions, " + (MeasureClock.ThreadCpu ? "thread CPU time" : "wall time") +
                $" (sink {sink & 1}); load average before {loadBefore}, after {ResultTable.LoadAverage()}");
            foreach ((string name, _) in methods)
            {
                Console.WriteLine(string.Format(CultureInfo.InvariantCulture, "  {0,-28} {1,9:F1} us", name, Stats.Median(samples[name]) * 1e6));
            }

            Console.WriteLine(string.Format(
                CultureInfo.InvariantCulture,
                "  share of deserialize: crc over compressed {0:F2} %; crc-compressed+deserialize adds {1:F2} %; crc over plain after decoding (hot) adds {2:F2} %; plain, cold {3:F2} %",
                100 * Fraction(r => samples["crc-compressed"][r]),
                100 * Fraction(r => samples["crc-compressed+deserialize"][r] - deserialize[r]),
                100 * Fraction(r => samples["decode+crc-plain"][r] - samples["decode"][r]),
                100 * Fraction(r => samples["crc-plain-cold"][r])));
            Console.WriteLine(string.Format(
                CultureInfo.InvariantCulture,
                "  decode alone is {0:F1} % of deserialize; plain / compressed bytes {1:F2}",
                100 * Fraction(r => samples["decode"][r]),
                (double)plain.Length / blocks.Sum(b => (long)b.Length)));
        }
    }
}
