using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using BlockPack.Compression;
using BlockPack.Native;

namespace BlockPack.NativeMeasure
{
    /// <summary>
    /// Decodes the same 64 KB blocks with each codec from C#, interleaved as the C benchmark does (each repetition runs
    /// every method on every data set, order rotated, one untimed pass first); medians in GB/s of decoded output.
    /// </summary>
    internal static unsafe class CodecMeasurement
    {
        private const int BlockSize = 64 * 1024;

        private static readonly string[] Methods = { "native", "liblz4-codec", "liblz4-call" };

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

            ILz4BlockCodec native = NativeLz4BlockCodec.Instance ?? throw new InvalidOperationException(Lz4Decoding.NativeUnavailableReason);
            byte[] output = new byte[BlockSize];
            Console.WriteLine($"LZ4 decode from C#, {blocks} x 64 KiB blocks per data set, median of {repetitions} interleaved repetitions, GB/s");
            Console.WriteLine($"decoder: {Lz4Decoding.Description}");
            Console.WriteLine($"{"data",-8} {"ratio",6} {"native",8} {"liblz4-codec",13} {"liblz4-call",12}   native/codec native/call");
            foreach ((string name, byte[] plain) in sets)
            {
                int count = Math.Min(blocks, plain.Length / BlockSize);
                byte[][] compressed = new byte[count][];
                long compressedTotal = 0;
                for (int b = 0; b < count; b++)
                {
                    byte[] block = new byte[LibLz4BlockCodec.WorstCaseLength(BlockSize)];
                    int length = LibLz4BlockCodec.Instance.Compress(plain.AsSpan(b * BlockSize, BlockSize), block);
                    compressed[b] = block.AsSpan(0, length).ToArray();
                    compressedTotal += length;
                    foreach (string method in Methods)
                    {
                        output.AsSpan().Clear();
                        if (Decode(method, native, compressed[b], output) != BlockSize || !output.AsSpan().SequenceEqual(plain.AsSpan(b * BlockSize, BlockSize)))
                        {
                            throw new InvalidOperationException($"{method} decodes {name} block {b} wrongly");
                        }
                    }
                }

                Dictionary<string, List<double>> samples = Methods.ToDictionary(m => m, _ => new List<double>());
                for (int rep = -3; rep < repetitions; rep++)
                {
                    for (int i = 0; i < Methods.Length; i++)
                    {
                        string method = Methods[(i + rep + 3) % Methods.Length];
                        RunAll(method, native, compressed, output);
                        long start = Stopwatch.GetTimestamp();
                        RunAll(method, native, compressed, output);
                        double seconds = (Stopwatch.GetTimestamp() - start) / (double)Stopwatch.Frequency;
                        if (rep >= 0)
                        {
                            samples[method].Add((double)count * BlockSize / seconds / 1e9);
                        }
                    }
                }

                double n = Stats.Median(samples["native"]);
                double codec = Stats.Median(samples["liblz4-codec"]);
                double call = Stats.Median(samples["liblz4-call"]);
                double ratioToCodec = Stats.Median(samples["native"].Zip(samples["liblz4-codec"], (a, b) => a / b));
                double ratioToCall = Stats.Median(samples["native"].Zip(samples["liblz4-call"], (a, b) => a / b));
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "{0,-8} {1,6:F2} {2,8:F2} {3,13:F2} {4,12:F2}   {5,12:F3} {6,11:F3}",
                    name,
                    (double)count * BlockSize / compressedTotal,
                    n,
                    codec,
                    call,
                    ratioToCodec,
                    ratioToCall));
                Console.WriteLine(string.Format(CultureInfo.InvariantCulture, "csv,{0},{1:F3},{2:F3},{3:F3},{4:F4},{5:F4}", name, n, codec, call, ratioToCodec, ratioToCall));
            }
        }

        private static void RunAll(string method, ILz4BlockCodec native, byte[][] blocks, byte[] output)
        {
            foreach (byte[] block in blocks)
            {
                Decode(method, native, block, output);
            }
        }

        private static int Decode(string method, ILz4BlockCodec native, byte[] block, byte[] output)
        {
            switch (method)
            {
                case "native":
                    return native.Decompress(block, output);
                case "liblz4-codec":
                    // What BlockPack's fallback does: clear the destination (liblz4 accepts offset 0), then decode.
                    return LibLz4BlockCodec.Instance.Decompress(block, output);
                default:
                    // The bare call, as a caller that trusts its input would make it.
                    fixed (byte* src = block)
                    fixed (byte* dst = output)
                    {
                        return LibLz4.DecompressSafe(src, dst, block.Length, output.Length);
                    }
            }
        }
    }
}
