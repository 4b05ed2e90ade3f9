using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Lz4Reference;
using BlockPack.Native;
using K4os.Compression.LZ4;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// The compression levels on 64 KB blocks (what one <c>Lz4BlockArray</c> block holds): ratio, encode speed, and the
    /// decode speed of each level's output with the native decoder and with K4os (what MessagePack-CSharp decodes with).
    /// Every method runs on every block in each repetition, order rotated (<see cref="CodecMeasurement.Measure"/>);
    /// medians in MB/s of plain bytes, and the median of the per-repetition speed ratios against Optimal.
    /// </summary>
    /// <remarks>
    /// <c>levels</c> measures the three <see cref="MessagePackCompressionLevel"/>s through the codec the serializer uses;
    /// <c>level-candidates</c> measures what they were chosen from: the native encoder's accelerations and K4os's levels.
    /// </remarks>
    internal static class LevelMeasurement
    {
        private const int BlockSize = 64 * 1024;

        internal static void Run(string datasetDirectory, int repetitions, int blocks, bool candidates)
        {
            List<(string Name, byte[] Plain)> sets = new List<(string, byte[])> { ("orders", Orders.Msgpack(blocks * BlockSize)) };
            foreach (string name in new[] { "text", "logs", "random" })
            {
                sets.Add((name, File.ReadAllBytes(Path.Combine(datasetDirectory, name + ".bin"))));
            }

            (string Name, Func<byte[], byte[], int> Run)[] encoders = candidates ? Candidates() : Levels();
            string baseline = candidates ? "native-a1" : "Optimal";
            IBlockCodec nativeDecoder = NativeLz4BlockCodec.Instance ?? throw new InvalidOperationException(Lz4Decoding.NativeUnavailableReason);

            Console.WriteLine($"Compression levels from C#, {blocks} x 64 KiB blocks per data set, median of {repetitions} interleaved repetitions, MB/s of plain bytes" +
                (MeasureClock.ThreadCpu ? ", thread CPU time (BLOCKPACK_MEASURE_CPU_TIME=1)" : string.Empty) + $"; load average {ResultTable.LoadAverage()}");
            Console.WriteLine($"encoder in use: {Lz4Encoding.Description}; K4os {ManagedLz4BlockCodec.LibraryVersion}; ratios x/{baseline} are medians of per-repetition ratios");
            Console.WriteLine($"{"data",-8} {"method",-12} {"ratio",6} {"size/" + baseline,10} | {"encode",8} {"x/" + baseline,10} | {"dec nat",8} {"x/" + baseline,10} | {"dec K4os",8} {"x/" + baseline,10}");
            foreach ((string name, byte[] data) in sets)
            {
                int count = Math.Min(blocks, data.Length / BlockSize);
                byte[][] plain = Enumerable.Range(0, count).Select(b => data.AsSpan(b * BlockSize, BlockSize).ToArray()).ToArray();

                // Each encoder's blocks, checked against liblz4 (an independent decoder), then keyed by the plain block
                // they came from: the decode methods receive the plain block and look its compressed form up (by
                // reference, a few nanoseconds against a 64 KB decode).
                Dictionary<string, Dictionary<byte[], byte[]>> compressed = encoders.ToDictionary(
                    e => e.Name,
                    e => plain.ToDictionary(p => p, p => EncodeAndCheck(e.Name, e.Run, p), (IEqualityComparer<byte[]>)ReferenceEqualityComparer.Instance));
                var decoders = encoders.SelectMany(e => new (string Name, Func<byte[], byte[], int> Run)[]
                {
                    ("native:" + e.Name, (p, output) => nativeDecoder.Decompress(compressed[e.Name][p], output)),
                    ("k4os:" + e.Name, (p, output) => LZ4Codec.Decode(compressed[e.Name][p], output)),
                }).ToArray();

                Dictionary<string, double> encode = CodecMeasurement.Measure(encoders, plain, LibLz4Reference.CompressBound(BlockSize), repetitions, out var encodeRatios);
                Dictionary<string, double> decode = CodecMeasurement.Measure(decoders, plain, BlockSize, repetitions, out var decodeRatios);
                long baselineSize = compressed[baseline].Values.Sum(c => (long)c.Length);
                foreach ((string method, _) in encoders)
                {
                    long size = compressed[method].Values.Sum(c => (long)c.Length);
                    double[] figures =
                    {
                        (double)count * BlockSize / size, (double)size / baselineSize,
                        encode[method] * 1000, encodeRatios[(method, baseline)],
                        decode["native:" + method] * 1000, decodeRatios[("native:" + method, "native:" + baseline)],
                        decode["k4os:" + method] * 1000, decodeRatios[("k4os:" + method, "k4os:" + baseline)],
                    };
                    Console.WriteLine(string.Format(
                        CultureInfo.InvariantCulture,
                        "{0,-8} {1,-12} {2,6:F3} {3,10:F3} | {4,8:F0} {5,10:F3} | {6,8:F0} {7,10:F3} | {8,8:F0} {9,10:F3}",
                        new object[] { name, method }.Concat(figures.Cast<object>()).ToArray()));
                    Console.WriteLine($"csv,{name}:{method}," + string.Join(",", figures.Select(f => f.ToString("F4", CultureInfo.InvariantCulture))));
                }
            }
        }

        // The three levels exactly as the serializer encodes them: through the codec it selected.
        private static (string Name, Func<byte[], byte[], int> Run)[] Levels()
        {
            IBlockCodec codec = Lz4CodecSelection.Current;
            return new[] { MessagePackCompressionLevel.Fastest, MessagePackCompressionLevel.Optimal, MessagePackCompressionLevel.SmallestSize }
                .Select(level => (level.ToString(), (Func<byte[], byte[], int>)((p, output) => codec.Compress(p, output, level))))
                .ToArray();
        }

        private static unsafe (string Name, Func<byte[], byte[], int> Run)[] Candidates()
        {
            var native = new[] { 1, 2, 4, 8, 16, 32 }.Select(a => ("native-a" + a, (Func<byte[], byte[], int>)((p, output) => NativeEncode(p, output, a))));
            var k4os = new[] { LZ4Level.L00_FAST, LZ4Level.L03_HC, LZ4Level.L06_HC, LZ4Level.L09_HC, LZ4Level.L10_OPT, LZ4Level.L11_OPT, LZ4Level.L12_MAX }
                .Select(level => ("k4os-" + level.ToString().Substring(1, 2), (Func<byte[], byte[], int>)((p, output) => LZ4Codec.Encode(p, output, level))));
            return native.Concat(k4os).ToArray();
        }

        private static unsafe int NativeEncode(byte[] plain, byte[] output, int acceleration)
        {
            fixed (byte* source = plain)
            fixed (byte* destination = output)
            {
                return NativeLz4Methods.Encode(source, plain.Length, destination, output.Length, acceleration);
            }
        }

        private static byte[] EncodeAndCheck(string method, Func<byte[], byte[], int> encoder, byte[] plain)
        {
            byte[] block = new byte[LibLz4Reference.CompressBound(plain.Length)];
            block = block.AsSpan(0, encoder(plain, block)).ToArray();
            byte[] decoded = new byte[plain.Length];
            if (LibLz4Reference.Decompress(block, decoded) != plain.Length || !decoded.AsSpan().SequenceEqual(plain))
            {
                throw new InvalidOperationException($"{method} wrote a block liblz4 does not decode to its input");
            }

            return block;
        }
    }
}
