using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Native;

namespace BlockPack.NativeMeasure
{
    /// <summary>
    /// Decodes Lz4BlockArray payloads of orders (64 KB blocks) on one thread and on two, alternating, for sizes from
    /// 64 KB to 64 MB: the speed-up per size, which sets ParallelBlockDecoder.MinimumPayload, and the 64 MB figure.
    /// Each sample decodes and releases the payload (pooled segments back to the pool) enough times to take ~50 ms.
    /// </summary>
    internal static class ParallelMeasurement
    {
        internal static void Run(int repetitions, int threads, string codecName)
        {
            ILz4BlockCodec codec = codecName == "liblz4"
                ? LibLz4BlockCodec.Instance
                : NativeLz4BlockCodec.Instance ?? throw new InvalidOperationException(Lz4Decoding.NativeUnavailableReason);
            byte[] plain = Orders.Msgpack(64 * 1024 * 1024);
            int[] sizes = { 64 << 10, 128 << 10, 192 << 10, 256 << 10, 512 << 10, 1 << 20, 4 << 20, 16 << 20, 64 << 20 };
            Console.WriteLine($"Lz4BlockArray decode of orders, {codecName} codec, 1 thread vs {threads}, median of {repetitions} alternating samples");
            Console.WriteLine($"{"payload",10} {"1 thread ms",12} {threads + " threads ms",12} {"speed-up",9} {"GC pause ms (1 / " + threads + ")",22}");
            foreach (int size in sizes)
            {
                ArrayBufferWriter<byte> framed = new ArrayBufferWriter<byte>();
                Lz4Compressor.Write(new ReadOnlySequence<byte>(plain, 0, size), framed, MessagePackCompression.Lz4BlockArray, 1, LibLz4BlockCodec.Instance);
                ReadOnlySequence<byte> payload = new ReadOnlySequence<byte>(framed.WrittenMemory);
                DecodeParallelism single = new DecodeParallelism(long.MaxValue, 1);
                DecodeParallelism parallel = new DecodeParallelism(0, threads);

                // Calibrate: enough iterations for ~50 ms per sample.
                int iterations = Math.Max(1, (int)(0.05 / Math.Max(1e-6, Time(payload, codec, single, 1))));
                List<double> singleMs = new List<double>();
                List<double> parallelMs = new List<double>();
                List<double> singlePause = new List<double>();
                List<double> parallelPause = new List<double>();
                for (int rep = -2; rep < repetitions; rep++)
                {
                    TimeSpan pause = GC.GetTotalPauseDuration();
                    double a = Time(payload, codec, single, iterations) * 1000;
                    TimeSpan middle = GC.GetTotalPauseDuration();
                    double b = Time(payload, codec, parallel, iterations) * 1000;
                    TimeSpan end = GC.GetTotalPauseDuration();
                    if (rep >= 0)
                    {
                        singleMs.Add(a);
                        parallelMs.Add(b);
                        singlePause.Add((middle - pause).TotalMilliseconds / iterations);
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
                    Stats.Median(parallelPause)));
                Console.WriteLine(string.Format(CultureInfo.InvariantCulture, "csv,parallel,{0},{1:F4},{2:F4},{3:F4}", size, Stats.Median(singleMs), Stats.Median(parallelMs), speedUp));
            }
        }

        /// <summary>Seconds per decode, averaged over <paramref name="iterations"/>.</summary>
        private static double Time(in ReadOnlySequence<byte> payload, ILz4BlockCodec codec, DecodeParallelism parallelism, int iterations)
        {
            long start = Stopwatch.GetTimestamp();
            for (int i = 0; i < iterations; i++)
            {
                if (!Lz4Decompressor.TryDecompress(payload, long.MaxValue, codec, out ReadOnlySequence<byte> decompressed, out _, out SegmentedBuffer? lease, parallelism))
                {
                    throw new InvalidOperationException("not framed");
                }

                lease?.Dispose();
            }

            return (Stopwatch.GetTimestamp() - start) / (double)Stopwatch.Frequency / iterations;
        }

        private static string Size(int bytes) => bytes >= 1 << 20 ? (bytes >> 20) + " MB" : (bytes >> 10) + " KB";
    }
}
