using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;

namespace BlockPack.Benchmarks.Measurements
{
    /// <summary>
    /// The targets' ratios measured as A/B pairs in one process, in interleaved rounds: each round times A then B (or B
    /// then A, alternating) for the same number of operations, and the result is the median of the per-round ratios.
    /// Load from other work on a shared machine then hits both sides of a ratio alike, which BenchmarkDotNet's
    /// one-case-after-another runs cannot promise. Writes <c>paired.csv</c>.
    /// </summary>
    internal static class PairedComparison
    {
        private static readonly TimeSpan RoundHalf = TimeSpan.FromMilliseconds(100);

        /// <summary>Measures every pair and writes the CSV.</summary>
        /// <param name="profile">The profile (its number of rounds).</param>
        /// <param name="csvPath">Where to write.</param>
        internal static void Run(SuiteProfile profile, string csvPath)
        {
            var rows = new List<string> { "Pair,Method,A,B,Rounds,OpsPerRound,MedianNsA,MedianNsB,MedianRatio,LowRatio,HighRatio" };
            IntKeyRecord[] records = RecordFactory.IntKey(10_000);
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                SerializerCase blockPack = SerializerCase.Create(Library.BlockPack, mode, records);
                SerializerCase baseline = SerializerCase.Create(Library.MpcsAlgorithmBaseline, mode, records);
                string pair = $"IntKey 10000 {mode}";
                rows.Add(Measure(pair, "Serialize", "BlockPack", () => blockPack.Serialize(), "MpcsAlgorithmBaseline", () => baseline.Serialize(), profile.PairedRounds));
                rows.Add(Measure(pair, "Deserialize", "BlockPack", blockPack.Deserialize, "MpcsAlgorithmBaseline", baseline.Deserialize, profile.PairedRounds));
                if (mode == MessagePackCompression.Lz4BlockArray)
                {
                    // BlockPack's defaults decode this payload on two threads with its native decoder; the same without
                    // either, so that what remains is the framing and buffering against the baseline's.
                    Action oneThread = () => Lz4Decoding.MaxDegreeOfParallelism = 1;
                    Action oneThreadLiblz4 = () =>
                    {
                        Lz4Decoding.MaxDegreeOfParallelism = 1;
                        Lz4Decoding.Preference = Lz4Decoder.Fallback;
                    };
                    rows.Add(Measure(pair + " (BlockPack 1 thread)", "Deserialize", "BlockPack", blockPack.Deserialize, "MpcsAlgorithmBaseline", baseline.Deserialize, profile.PairedRounds, oneThread));
                    rows.Add(Measure(pair + " (BlockPack 1 thread; liblz4 decoder)", "Deserialize", "BlockPack", blockPack.Deserialize, "MpcsAlgorithmBaseline", baseline.Deserialize, profile.PairedRounds, oneThreadLiblz4));
                }
            }

            // Block size alone, same codec and data: BlockPack cuts 64 KB blocks, the baseline (MessagePack-CSharp) 32 KB.
            var blocks64 = new Benchmarks.CodecBenchmarks { BlockSize = 64 * 1024 };
            var blocks32 = new Benchmarks.CodecBenchmarks { BlockSize = 32 * 1024 };
            blocks64.Setup();
            blocks32.Setup();
            rows.Add(Measure("liblz4 block size", "Encode", "64 KB", () => blocks64.Encode(), "32 KB", () => blocks32.Encode(), profile.PairedRounds));
            rows.Add(Measure("liblz4 block size", "Decode", "64 KB", () => blocks64.Decode(), "32 KB", () => blocks32.Decode(), profile.PairedRounds));

            foreach (SmallMessage message in Enum.GetValues<SmallMessage>())
            {
                SerializerCase plain = SmallMessageCase(message, MessagePackCompression.None);
                SerializerCase compressed = SmallMessageCase(message, MessagePackCompression.Lz4BlockArray);
                string pair = $"{message} BlockPack";
                rows.Add(Measure(pair, "Serialize", "None", () => plain.Serialize(), "Lz4BlockArray", () => compressed.Serialize(), profile.PairedRounds));
                rows.Add(Measure(pair, "Deserialize", "None", plain.Deserialize, "Lz4BlockArray", compressed.Deserialize, profile.PairedRounds));
            }

            File.WriteAllLines(csvPath, rows);
        }

        /// <summary>The small-message cases' values, as <see cref="Benchmarks.SmallMessageBenchmarks"/> builds them.</summary>
        private static SerializerCase SmallMessageCase(SmallMessage message, MessagePackCompression mode)
        {
            var benchmark = new Benchmarks.SmallMessageBenchmarks { Library = Library.BlockPack, Mode = mode, Message = message };
            benchmark.Setup();
            return benchmark.Subject;
        }

        /// <summary>Times the pair; <paramref name="settings"/> (process-wide decoder settings) applies for the whole pair.</summary>
        private static string Measure(string pair, string method, string nameA, Action a, string nameB, Action b, int rounds, Action? settings = null)
        {
            using (DecoderSettings.Preserve())
            {
                settings?.Invoke();
                return MeasureNow(pair, method, nameA, a, nameB, b, rounds);
            }
        }

        private static string MeasureNow(string pair, string method, string nameA, Action a, string nameB, Action b, int rounds)
        {
            // Warm up both to the optimized tier, then size a round so each half takes about RoundHalf.
            Time(a, 1);
            Time(b, 1);
            var warm = Stopwatch.StartNew();
            while (warm.ElapsedMilliseconds < 600)
            {
                a();
                b();
            }

            double single = Math.Max(Time(a, 8) / 8, 1);
            int ops = (int)Math.Clamp(RoundHalf.TotalMilliseconds * 1e6 / single, 1, 5_000_000);

            var timesA = new List<double>();
            var timesB = new List<double>();
            var ratios = new List<double>();
            for (int round = 0; round < rounds; round++)
            {
                double ta;
                double tb;
                if (round % 2 == 0)
                {
                    ta = Time(a, ops);
                    tb = Time(b, ops);
                }
                else
                {
                    tb = Time(b, ops);
                    ta = Time(a, ops);
                }

                timesA.Add(ta / ops);
                timesB.Add(tb / ops);
                ratios.Add(tb / ta);
            }

            ratios.Sort();
            // Names go into a CSV without quoting: no commas in them.
            string row = string.Join(",", pair.Replace(',', ';'), method, nameA, nameB, rounds, ops,
                Format(Median(timesA)), Format(Median(timesB)), Format(Median(ratios)),
                Format(ratios[rounds / 4]), Format(ratios[rounds - 1 - (rounds / 4)]));
            Console.WriteLine($"PAIR {row}");
            return row;
        }

        private static double Time(Action operation, int count)
        {
            long start = Stopwatch.GetTimestamp();
            for (int i = 0; i < count; i++)
            {
                operation();
            }

            return Stopwatch.GetElapsedTime(start).TotalMilliseconds * 1e6;
        }

        private static double Median(List<double> values)
        {
            double[] sorted = values.OrderBy(v => v).ToArray();
            return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
        }

        private static string Format(double value) => value.ToString("0.####", CultureInfo.InvariantCulture);
    }
}
