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
    /// Decodes and encodes the same 64 KB blocks with each codec from C#, interleaved as the C benchmark does (each
    /// repetition runs every method on every block, order rotated, one untimed pass first); medians in GB/s of plain
    /// bytes, and medians of the per-repetition ratios. Rounds wait for a quiet machine, and a round during which other
    /// processes used the CPU is taken again.
    /// </summary>
    /// <remarks>
    /// Decoders: <c>native</c> (BlockPack's native decoder), <c>managed</c> (BlockPack's managed codec: K4os with the
    /// zero-offset scan), <c>k4os-bare</c> (K4os's decoder called directly, to show what the scan costs), <c>liblz4</c>
    /// (the reference, bare <c>LZ4_decompress_safe</c>). Encoders: <c>native</c> (BlockPack's native encoder, as the
    /// serializer calls it), <c>managed</c> (K4os, fast level) and <c>liblz4</c> (<c>LZ4_compress_default</c>).
    /// </remarks>
    internal static class CodecMeasurement
    {
        private const int BlockSize = 64 * 1024;

        internal static void Run(string? datasetDirectory, int repetitions, int blocks)
        {
            List<(string Name, byte[] Plain)> sets = new List<(string, byte[])> { ("orders", Orders.Msgpack(blocks * BlockSize)) };
            if (datasetDirectory is not null)
            {
                foreach (string name in new[] { "records", "text", "logs", "runs", "random" })
                {
                    sets.Add((name, File.ReadAllBytes(Path.Combine(datasetDirectory, name + ".bin"))));
                }
            }

            IBlockCodec native = NativeLz4BlockCodec.Instance ?? throw new InvalidOperationException(Lz4Decoding.NativeUnavailableReason);
            (string Name, Func<byte[], byte[], int> Run)[] decoders =
            {
                ("native", (block, output) => native.Decompress(block, output)),
                ("managed", (block, output) => ManagedLz4BlockCodec.Instance.Decompress(block, output)),
                ("k4os-bare", (block, output) => LZ4Codec.Decode(block, output)),
                ("liblz4", (block, output) => LibLz4Reference.Decompress(block, output)),
            };
            IBlockCodec nativeEncoder = NativeLz4Library.Status.IsEncoderAvailable
                ? new NativeEncodingLz4BlockCodec(native, null)
                : throw new InvalidOperationException(NativeLz4Library.Status.EncoderFailureReason);
            (string Name, Func<byte[], byte[], int> Run)[] encoders =
            {
                ("native", (plain, output) => nativeEncoder.Compress(plain, output)),
                ("managed", (plain, output) => ManagedLz4BlockCodec.Instance.Compress(plain, output)),
                ("liblz4", (plain, output) => LibLz4Reference.Compress(plain, output)),
            };

            Console.WriteLine($"LZ4 from C#, {blocks} x 64 KiB blocks per data set, median of {repetitions} interleaved repetitions, GB/s of plain bytes" +
                (MeasureClock.ThreadCpu ? ", thread CPU time (BLOCKPACK_MEASURE_CPU_TIME=1)" : string.Empty) + $"; load average {ResultTable.LoadAverage()}");
            Console.WriteLine($"decoder in use: {Lz4Decoding.Description}; liblz4 {LibLz4Reference.VersionText}; K4os {ManagedLz4BlockCodec.LibraryVersion}");
            Console.WriteLine(
                $"{"data",-8} {"ratio",6} {"k4os/lib",8} | decode {"native",7} {"managed",8} {"k4os-bare",9} {"liblz4",7} | " +
                $"{"nat/man",7} {"nat/lib",7} {"bare/man",8} | encode {"managed",8} {"liblz4",7} {"t(man)/t(lib)",13} {"native",7} {"nat/man",7} {"nat/lib",7} {"size n/l",8}");
            foreach ((string name, byte[] data) in sets)
            {
                int count = Math.Min(blocks, data.Length / BlockSize);
                byte[][] plain = Enumerable.Range(0, count).Select(b => data.AsSpan(b * BlockSize, BlockSize).ToArray()).ToArray();
                byte[][] compressed = plain.Select(p => Encode((x, y) => LibLz4Reference.Compress(x, y), p)).ToArray();
                long managedSize = plain.Sum(p => (long)Encode((x, y) => ManagedLz4BlockCodec.Instance.Compress(x, y), p).Length);
                long nativeSize = plain.Sum(p => (long)Encode((x, y) => nativeEncoder.Compress(x, y), p).Length);
                Verify(name, plain, compressed, decoders, encoders);

                Dictionary<string, double> decode = Measure(decoders, compressed, BlockSize, repetitions, out Dictionary<(string, string), double> decodeRatios);
                Dictionary<string, double> encode = Measure(encoders, plain, LibLz4Reference.CompressBound(BlockSize), repetitions, out Dictionary<(string, string), double> encodeRatios);
                long referenceSize = compressed.Sum(c => (long)c.Length);
                object[] figures =
                {
                    decode["native"], decode["managed"], decode["k4os-bare"], decode["liblz4"],
                    decodeRatios[("native", "managed")], decodeRatios[("native", "liblz4")], decodeRatios[("k4os-bare", "managed")],
                    encode["managed"], encode["liblz4"], encodeRatios[("liblz4", "managed")],
                    encode["native"], encodeRatios[("native", "managed")], encodeRatios[("native", "liblz4")], (double)nativeSize / referenceSize,
                };
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "{14,-8} {15,6:F2} {16,8:F4} | decode {0,7:F2} {1,8:F2} {2,9:F2} {3,7:F2} | {4,7:F3} {5,7:F3} {6,8:F3} | encode {7,8:F2} {8,7:F2} {9,13:F3} {10,7:F2} {11,7:F3} {12,7:F3} {13,8:F4}",
                    figures.Concat(new object[] { name, (double)count * BlockSize / referenceSize, (double)managedSize / referenceSize }).ToArray()));
                Console.WriteLine("csv," + name + "," + string.Join(",", figures.Select(f => ((double)f).ToString("F4", CultureInfo.InvariantCulture))));
            }
        }

        private static byte[] Encode(Func<byte[], byte[], int> encoder, byte[] plain)
        {
            byte[] block = new byte[LibLz4Reference.CompressBound(plain.Length)];
            return block.AsSpan(0, encoder(plain, block)).ToArray();
        }

        // Every decoder restores every block, and every encoder's blocks decode (with liblz4) to the input.
        private static void Verify(string name, byte[][] plain, byte[][] compressed, (string Name, Func<byte[], byte[], int> Run)[] decoders, (string Name, Func<byte[], byte[], int> Run)[] encoders)
        {
            byte[] output = new byte[BlockSize];
            for (int b = 0; b < plain.Length; b++)
            {
                foreach ((string method, Func<byte[], byte[], int> decode) in decoders)
                {
                    output.AsSpan().Clear();
                    if (decode(compressed[b], output) != BlockSize || !output.AsSpan().SequenceEqual(plain[b]))
                    {
                        throw new InvalidOperationException($"{method} decodes {name} block {b} wrongly");
                    }
                }

                foreach ((string method, Func<byte[], byte[], int> encode) in encoders)
                {
                    output.AsSpan().Clear();
                    byte[] block = Encode(encode, plain[b]);
                    if (LibLz4Reference.Decompress(block, output) != BlockSize || !output.AsSpan().SequenceEqual(plain[b]))
                    {
                        throw new InvalidOperationException($"{method} encodes {name} block {b} into something liblz4 does not decode to it");
                    }
                }
            }
        }

        // Median GB/s per method, and the median over repetitions of each pair's speed ratio (first ÷ second).
        internal static Dictionary<string, double> Measure((string Name, Func<byte[], byte[], int> Run)[] methods, byte[][] inputs, int outputSize, int repetitions, out Dictionary<(string, string), double> ratios)
        {
            // Each timing runs the method over every block; rounds taken while other processes used the CPU are taken
            // again (see CpuContention), unless the clock is thread CPU time, which leaves the waits for a core out anyway.
            byte[] output = new byte[outputSize];
            long plainBytes = (long)inputs.Length * BlockSize;
            RoundTimes rounds = PairedRounds.Run(methods.Select(m => (Action)(() => RunAll(m.Run, inputs, output))).ToArray(), repetitions, callsPerTiming: 1, warmUpRounds: 3, retakeBusyRounds: true);
            Dictionary<string, List<double>> samples = methods.Select((m, i) => (m.Name, i)).ToDictionary(m => m.Name, m => rounds.Of(m.i).Select(seconds => plainBytes / seconds / 1e9).ToList());
            ratios = new Dictionary<(string, string), double>();
            foreach ((string a, _) in methods)
            {
                foreach ((string b, _) in methods)
                {
                    ratios[(a, b)] = Stats.Median(samples[a].Zip(samples[b], (x, y) => x / y));
                }
            }

            return samples.ToDictionary(s => s.Key, s => Stats.Median(s.Value));
        }

        private static void RunAll(Func<byte[], byte[], int> method, byte[][] inputs, byte[] output)
        {
            foreach (byte[] input in inputs)
            {
                method(input, output);
            }
        }
    }
}
