using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.Zstd
{
    /// <summary>
    /// Decodes one large value of sandbox orders (about 64 MB of msgpack) written as <c>ZstdBlockArray</c> and as
    /// <c>Lz4BlockArray</c> on one thread and on two, the four in rotation, each sample one decode that releases its
    /// pooled segments: the median and range of each, and the median of the per-rotation speed-ups, over all rotations and
    /// over those in which other processes used less than a tenth of a core (<see cref="CpuContention"/>). Only the
    /// decompression is timed (no msgpack parsing), so the figures show how the frames and blocks share out over threads.
    /// Run by <c>BLOCKPACK_ZSTD_PROFILE=parallel-decode measure zstd N</c>.
    /// </summary>
    internal static class ZstdParallelDecode
    {
        /// <summary>Measures and prints the table.</summary>
        /// <param name="rounds">The rotations counted (after two not counted).</param>
        internal static void Run(int rounds)
        {
            List<Order> orders = OrderGenerator.Create(215_000);
            MessagePackSerializerOptions standard = MessagePackSerializerOptions.Standard;
            int plainLength = MessagePackSerializer.Serialize(orders, standard).Length;
            var payloads = new (string Name, ReadOnlySequence<byte> Payload)[]
            {
                ("ZstdBlockArray", new ReadOnlySequence<byte>(MessagePackSerializer.Serialize(orders, standard.WithCompression(MessagePackCompression.ZstdBlockArray)))),
                ("Lz4BlockArray", new ReadOnlySequence<byte>(MessagePackSerializer.Serialize(orders, standard.WithCompression(MessagePackCompression.Lz4BlockArray)))),
            };
            var degrees = new[] { new DecodeParallelism(long.MaxValue, 1), new DecodeParallelism(0, 2) };
            IBlockCodec lz4 = Lz4CodecSelection.CurrentDecoder;
            Console.WriteLine($"Decode of {orders.Count:N0} orders ({plainLength:N0} bytes of msgpack), 1 thread vs 2, {rounds} rotations; LZ4 decoder {Lz4Decoding.Active}");

            double[,][] samples = new double[payloads.Length, degrees.Length][];
            for (int p = 0; p < payloads.Length; p++)
            {
                for (int d = 0; d < degrees.Length; d++)
                {
                    samples[p, d] = new double[rounds];
                }
            }

            double[] foreign = new double[rounds];
            for (int round = -2; round < rounds; round++)
            {
                // As in the LZ4 parallel measurement: wait for the neighbours to be quiet, and note how much CPU they took
                // during the rotation, since two threads can only share the work when the second core is free.
                CpuContention.WaitForQuiet(TimeSpan.FromSeconds(5));
                CpuContention before = CpuContention.Now();
                for (int p = 0; p < payloads.Length; p++)
                {
                    for (int d = 0; d < degrees.Length; d++)
                    {
                        double ms = Decode(payloads[p].Payload, lz4, degrees[d], plainLength);
                        if (round >= 0)
                        {
                            samples[p, d][round] = ms;
                        }
                    }
                }

                if (round >= 0)
                {
                    foreign[round] = CpuContention.ForeignCores(before, CpuContention.Now());
                }
            }

            bool[] quiet = foreign.Select(f => f < 0.1).ToArray();
            Console.WriteLine($"Other processes' CPU per rotation, cores: median {Stats.Median(foreign):F2}, range {foreign.Min():F2}–{foreign.Max():F2}; {quiet.Count(q => q)} of {rounds} rotations below 0.1 (\"quiet\").");
            Print(payloads.Select(p => (p.Name, p.Payload.Length)).ToArray(), samples, Enumerable.Repeat(true, rounds).ToArray(), "all rotations");
            if (quiet.Any(q => q))
            {
                Print(payloads.Select(p => (p.Name, p.Payload.Length)).ToArray(), samples, quiet, "quiet rotations");
            }
        }

        private static void Print((string Name, long Length)[] payloads, double[,][] samples, bool[] keep, string title)
        {
            Console.WriteLine(title + ":");
            Console.WriteLine("| payload | bytes | 1 thread ms (median, range) | 2 threads ms (median, range) | speed-up (median of rotations, range) |");
            Console.WriteLine("| --- | ---: | ---: | ---: | ---: |");
            for (int p = 0; p < payloads.Length; p++)
            {
                double[] one = samples[p, 0].Where((_, i) => keep[i]).ToArray();
                double[] two = samples[p, 1].Where((_, i) => keep[i]).ToArray();
                double[] speedUps = one.Zip(two, (a, b) => a / b).ToArray();
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "| {0} | {1:N0} | {2:F1} ({3:F1}–{4:F1}) | {5:F1} ({6:F1}–{7:F1}) | {8:F2}× ({9:F2}–{10:F2}) |",
                    payloads[p].Name,
                    payloads[p].Length,
                    Stats.Median(one),
                    one.Min(),
                    one.Max(),
                    Stats.Median(two),
                    two.Min(),
                    two.Max(),
                    Stats.Median(speedUps),
                    speedUps.Min(),
                    speedUps.Max()));
            }
        }

        private static double Decode(in ReadOnlySequence<byte> payload, IBlockCodec lz4, DecodeParallelism parallelism, int plainLength)
        {
            long start = Stopwatch.GetTimestamp();
            if (!Decompressor.TryDecompress(payload, long.MaxValue, lz4, out ReadOnlySequence<byte> decompressed, out _, out SegmentedBuffer? lease, parallelism))
            {
                throw new InvalidOperationException("The payload was not framed.");
            }

            double ms = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
            long length = decompressed.Length;
            lease?.Dispose();
            if (length != plainLength)
            {
                throw new InvalidOperationException($"Decoded {length} bytes, not {plainLength}.");
            }

            return ms;
        }
    }
}
