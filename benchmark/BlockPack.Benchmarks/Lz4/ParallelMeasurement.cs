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
using BlockPack.Native;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// Decodes Lz4BlockArray payloads of orders (64 KB blocks) on one thread and on two, alternating, for sizes from
    /// 64 KB to 64 MB: the speed-up per size, which sets ParallelBlockDecoder.MinimumPayload, and the 64 MB figure.
    /// Each sample decodes and releases the payload (pooled segments back to the pool) enough times to take ~200 ms.
    /// Each pair of samples waits for the machine to be quiet first, and a pair during which other processes used more
    /// than a tenth of a core is taken again (up to 50 times per size).
    /// </summary>
    internal static class ParallelMeasurement
    {
        internal static void Run(int repetitions, int threads, string codecName, int[]? onlySizes)
        {
            IBlockCodec codec = codecName == "managed"
                ? ManagedLz4BlockCodec.Instance
                : NativeLz4BlockCodec.Instance ?? throw new InvalidOperationException(Lz4Decoding.NativeUnavailableReason);
            byte[] plain = Orders.Msgpack(64 * 1024 * 1024);
            int[] sizes = onlySizes ?? new[] { 64 << 10, 128 << 10, 192 << 10, 256 << 10, 512 << 10, 1 << 20, 4 << 20, 16 << 20, 64 << 20 };
            Console.WriteLine($"Lz4BlockArray decode of orders, {codecName} codec, 1 thread vs {threads}, median of {repetitions} alternating samples");
            Console.WriteLine($"{"payload",10} {"1 thread ms",12} {threads + " threads ms",12} {"speed-up",9} {"GC pause ms (1 / " + threads + ")",22}");
            foreach (int size in sizes)
            {
                ArrayBufferWriter<byte> framed = new ArrayBufferWriter<byte>();
                Compressor.Write(new ReadOnlySequence<byte>(plain, 0, size), framed, MessagePackCompression.Lz4BlockArray, 1, ManagedLz4BlockCodec.Instance);
                ReadOnlySequence<byte> payload = new ReadOnlySequence<byte>(framed.WrittenMemory);
                DecodeParallelism single = new DecodeParallelism(long.MaxValue, 1);
                DecodeParallelism parallel = new DecodeParallelism(0, threads);

                // Calibrate: enough iterations for ~200 ms per sample.
                Time(payload, codec, single, 3);
                int iterations = Math.Max(3, (int)(0.2 / Math.Max(1e-6, Time(payload, codec, single, 3))));
                List<double> singleMs = new List<double>();
                List<double> parallelMs = new List<double>();
                List<double> singlePause = new List<double>();
                List<double> parallelPause = new List<double>();
                int[] gcSingle = new int[3];
                int[] gcParallel = new int[3];
                int retries = 0;
                long decodes = 0;
                for (int rep = -2; rep < repetitions; rep++)
                {
                    CpuContention.WaitForQuiet(TimeSpan.FromMinutes(2));
                    CpuContention before = CpuContention.Now();
                    TimeSpan pause = GC.GetTotalPauseDuration();
                    int[] counts0 = GcCounts();
                    double a = Time(payload, codec, single, iterations) * 1000;
                    TimeSpan middle = GC.GetTotalPauseDuration();
                    int[] counts1 = GcCounts();
                    double b = Time(payload, codec, parallel, iterations) * 1000;
                    TimeSpan end = GC.GetTotalPauseDuration();
                    int[] counts2 = GcCounts();
                    if (CpuContention.ForeignCores(before, CpuContention.Now()) > 0.1 && retries < 50)
                    {
                        retries++;
                        rep--;
                        continue;
                    }

                    if (rep >= 0)
                    {
                        singleMs.Add(a);
                        parallelMs.Add(b);
                        singlePause.Add((middle - pause).TotalMilliseconds / iterations);
                        for (int g = 0; g < 3; g++)
                        {
                            gcSingle[g] += counts1[g] - counts0[g];
                            gcParallel[g] += counts2[g] - counts1[g];
                        }

                        decodes += iterations;
                        parallelPause.Add((end - middle).TotalMilliseconds / iterations);
                    }
                }

                double speedUp = Stats.Median(singleMs.Zip(parallelMs, (a, b) => a / b));
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "{0,10} {1,12:F3} {2,12:F3} {3,9:F3} {4,11:F3} / {5,8:F3}",
                    Size(size),
                    Stats.Median(singleMs),
                    Stats.Median(parallelMs),
                    speedUp,
                    Stats.Median(singlePause),
                    Stats.Median(parallelPause)) + (retries > 0 ? $"   ({retries} pairs retaken: busy neighbours)" : string.Empty));
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "           collections per 100 decodes (gen0/gen1/gen2): 1 thread {0:F0}/{1:F0}/{2:F0}, {6} threads {3:F0}/{4:F0}/{5:F0}",
                    100.0 * gcSingle[0] / decodes,
                    100.0 * gcSingle[1] / decodes,
                    100.0 * gcSingle[2] / decodes,
                    100.0 * gcParallel[0] / decodes,
                    100.0 * gcParallel[1] / decodes,
                    100.0 * gcParallel[2] / decodes,
                    threads));
                Console.WriteLine(string.Format(CultureInfo.InvariantCulture, "csv,parallel,{0},{1:F4},{2:F4},{3:F4}", size, Stats.Median(singleMs), Stats.Median(parallelMs), speedUp));
            }
        }

        /// <summary>Seconds per decode, averaged over <paramref name="iterations"/>.</summary>
        private static double Time(in ReadOnlySequence<byte> payload, IBlockCodec codec, DecodeParallelism parallelism, int iterations)
        {
            double start = MeasureClock.Seconds(multiThreaded: true);
            for (int i = 0; i < iterations; i++)
            {
                if (!Decompressor.TryDecompress(payload, long.MaxValue, codec, out ReadOnlySequence<byte> decompressed, out _, out SegmentedBuffer? lease, parallelism))
                {
                    throw new InvalidOperationException("not framed");
                }

                lease?.Dispose();
            }

            return (MeasureClock.Seconds(multiThreaded: true) - start) / iterations;
        }

        // GC.CollectionCount(n) counts collections of generation n or higher; these are per generation.
        private static int[] GcCounts()
        {
            int gen2 = GC.CollectionCount(2);
            int gen1 = GC.CollectionCount(1);
            return new[] { GC.CollectionCount(0) - gen1, gen1 - gen2, gen2 };
        }

        private static string Size(int bytes) => bytes >= 1 << 20 ? (bytes >> 20) + " MB" : (bytes >> 10) + " KB";
    }
}
