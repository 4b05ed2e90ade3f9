using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// The headline ratios measured as A/B pairs in one process, in interleaved rounds: each round times A then B (or B
    /// then A, alternating) for the same number of operations, and the result is the median of the per-round ratios.
    /// Load from other work on a shared machine then hits both sides of a ratio alike, which BenchmarkDotNet's
    /// one-case-after-another runs cannot promise. Writes <c>paired.csv</c>.
    /// </summary>
    internal static class PairedComparison
    {
        private static readonly TimeSpan RoundHalf = TimeSpan.FromMilliseconds(100);

        /// <summary>The <c>--pairs</c> text of this run, or null for every pair.</summary>
        private static string? selection;

        /// <summary>BlockPack decoding on the calling thread only.</summary>
        private static readonly Action OneThread = () => Lz4Decoding.MaxDegreeOfParallelism = 1;

        /// <summary>BlockPack decoding on the calling thread only, with the managed (K4os) decoder.</summary>
        private static readonly Action OneThreadManaged = () =>
        {
            Lz4Decoding.MaxDegreeOfParallelism = 1;
            Lz4Decoding.Preference = Lz4Decoder.Fallback;
        };

        /// <summary>Measures every pair and writes the CSV.</summary>
        /// <param name="profile">The profile (its number of rounds).</param>
        /// <param name="csvPath">Where to write.</param>
        /// <param name="pairs">When not null, a regular expression: only the pairs whose name it matches run.</param>
        internal static void Run(SuiteProfile profile, string csvPath, string? pairs = null)
        {
            selection = pairs;
            var rows = new List<string?> { "Pair,Method,A,B,Rounds,OpsPerRound,MedianNsA,MedianNsB,MedianRatio,LowRatio,HighRatio" };
            string peer = MessagePackPeer.ColumnName;
            int rounds = profile.PairedRounds;

            // Against MessagePack-CSharp (B ÷ A = its time over BlockPack's: above 1, BlockPack is faster).
            IntKeyRecord[] records = RecordFactory.IntKey(10_000);
            var blockPackByMode = new Dictionary<MessagePackCompression, SerializerCase>();
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                SerializerCase blockPack = SerializerCase.Create(Library.BlockPack, mode, records);
                SerializerCase other = SerializerCase.Create(Library.MessagePackCSharp, mode, records);
                blockPackByMode[mode] = blockPack;
                string pair = $"IntKey 10000 {mode}";
                rows.Add(Measure(pair, "Serialize", "BlockPack", () => blockPack.Serialize(), peer, () => other.Serialize(), rounds));
                rows.Add(Measure(pair, "Deserialize", "BlockPack", blockPack.Deserialize, peer, other.Deserialize, rounds));
                if (mode != MessagePackCompression.None)
                {
                    // Compression on the calling thread only (no pipelined workers).
                    rows.Add(Measure(pair + " (BlockPack 1 thread)", "Serialize", "BlockPack", () => blockPack.Serialize(), peer, () => other.Serialize(), rounds, OneThread));
                }

                if (mode == MessagePackCompression.Lz4BlockArray)
                {
                    // BlockPack's defaults decode this payload on two threads with its native decoder; the same on one
                    // thread, and on one thread with the managed (K4os) decoder, which is what MessagePack-CSharp's
                    // single-threaded decoding compares with most directly.
                    rows.Add(Measure(pair + " (BlockPack 1 thread)", "Deserialize", "BlockPack", blockPack.Deserialize, peer, other.Deserialize, rounds, OneThread));
                    rows.Add(Measure(pair + " (BlockPack 1 thread; managed decoder)", "Deserialize", "BlockPack", blockPack.Deserialize, peer, other.Deserialize, rounds, OneThreadManaged));
                }
            }

            if (IsSelected("IntKey 300000 Lz4BlockArray"))
            {
                rows.AddRange(MeasureLargeArray(peer, rounds));
            }

            foreach (MessagePackCompression mode in new[] { MessagePackCompression.None, MessagePackCompression.Lz4BlockArray })
            {
                SerializerCase blockPack = SmallMessageCase(Library.BlockPack, SmallMessage.Object3, mode);
                SerializerCase other = SmallMessageCase(Library.MessagePackCSharp, SmallMessage.Object3, mode);
                string pair = $"Object3 {mode}";
                rows.Add(Measure(pair, "Serialize", "BlockPack", () => blockPack.Serialize(), peer, () => other.Serialize(), rounds));
                rows.Add(Measure(pair, "Deserialize", "BlockPack", blockPack.Deserialize, peer, other.Deserialize, rounds));
            }

            // BlockPack against itself: what compression costs over plain msgpack for the same 10,000 records.
            SerializerCase plainRecords = blockPackByMode[MessagePackCompression.None];
            SerializerCase compressedRecords = blockPackByMode[MessagePackCompression.Lz4BlockArray];
            rows.Add(Measure("IntKey 10000 BlockPack", "Serialize", "None", () => plainRecords.Serialize(), "Lz4BlockArray", () => compressedRecords.Serialize(), rounds));

            // Block size alone, same codec (K4os, BlockPack's managed codec) and data: BlockPack cuts 64 KB blocks.
            var blocks64 = new Benchmarks.CodecBenchmarks { BlockSize = 64 * 1024 };
            var blocks32 = new Benchmarks.CodecBenchmarks { BlockSize = 32 * 1024 };
            blocks64.Setup();
            blocks32.Setup();
            rows.Add(Measure("K4os block size", "Encode", "64 KB", () => blocks64.Encode(), "32 KB", () => blocks32.Encode(), rounds));
            rows.Add(Measure("K4os block size", "Decode", "64 KB", () => blocks64.Decode(), "32 KB", () => blocks32.Decode(), rounds));

            foreach (SmallMessage message in Enum.GetValues<SmallMessage>())
            {
                SerializerCase plain = SmallMessageCase(Library.BlockPack, message, MessagePackCompression.None);
                SerializerCase compressed = SmallMessageCase(Library.BlockPack, message, MessagePackCompression.Lz4BlockArray);
                string pair = $"{message} BlockPack";
                rows.Add(Measure(pair, "Serialize", "None", () => plain.Serialize(), "Lz4BlockArray", () => compressed.Serialize(), rounds));
                rows.Add(Measure(pair, "Deserialize", "None", plain.Deserialize, "Lz4BlockArray", compressed.Deserialize, rounds));
            }

            File.WriteAllLines(csvPath, rows.OfType<string>());
        }

        /// <summary>
        /// 300,000 records (about 21 MB of msgpack) in <c>Lz4BlockArray</c>: in its own method so that the records can be
        /// collected before the next pairs.
        /// </summary>
        private static IEnumerable<string?> MeasureLargeArray(string peer, int rounds)
        {
            IntKeyRecord[] many = RecordFactory.IntKey(300_000);
            SerializerCase blockPack = SerializerCase.Create(Library.BlockPack, MessagePackCompression.Lz4BlockArray, many);
            SerializerCase other = SerializerCase.Create(Library.MessagePackCSharp, MessagePackCompression.Lz4BlockArray, many);
            return new[]
            {
                Measure("IntKey 300000 Lz4BlockArray", "Serialize", "BlockPack", () => blockPack.Serialize(), peer, () => other.Serialize(), rounds),
                Measure("IntKey 300000 Lz4BlockArray", "Deserialize", "BlockPack", blockPack.Deserialize, peer, other.Deserialize, rounds),
                Measure("IntKey 300000 Lz4BlockArray (BlockPack 1 thread)", "Deserialize", "BlockPack", blockPack.Deserialize, peer, other.Deserialize, rounds, OneThread),
            };
        }

        /// <summary>The small-message cases' values, as <see cref="Benchmarks.SmallMessageBenchmarks"/> builds them.</summary>
        private static SerializerCase SmallMessageCase(Library library, SmallMessage message, MessagePackCompression mode)
        {
            var benchmark = new Benchmarks.SmallMessageBenchmarks { Library = library, Mode = mode, Message = message };
            benchmark.Setup();
            return benchmark.Subject;
        }

        private static bool IsSelected(string pair) => selection is null || System.Text.RegularExpressions.Regex.IsMatch(pair, selection);

        /// <summary>
        /// Times the pair (null when <c>--pairs</c> leaves it out); <paramref name="settings"/> (process-wide decoder
        /// settings) applies for the whole pair.
        /// </summary>
        private static string? Measure(string pair, string method, string nameA, Action a, string nameB, Action b, int rounds, Action? settings = null)
        {
            if (!IsSelected(pair))
            {
                return null;
            }

            using (DecoderSettings.Preserve())
            {
                settings?.Invoke();
                return MeasureNow(pair, method, nameA, a, nameB, b, rounds);
            }
        }

        /// <summary>Times A and B in interleaved rounds, prints and returns the CSV row (no selection, no settings).</summary>
        internal static string MeasureNow(string pair, string method, string nameA, Action a, string nameB, Action b, int rounds)
        {
            // Warm up both to the optimized tier, then size a round so each half takes about RoundHalf. Both may run
            // work on other threads (the pipeline, parallel decoding), so they are timed in wall time.
            a();
            b();
            var warm = Stopwatch.StartNew();
            while (warm.ElapsedMilliseconds < 600)
            {
                a();
                b();
            }

            double single = Math.Max(MeasureClock.SecondsPerCall(a, 8, multiThreaded: true) * 1e9, 1);
            int ops = (int)Math.Clamp(RoundHalf.TotalMilliseconds * 1e6 / single, 1, 5_000_000);
            RoundTimes times = PairedRounds.Run(new[] { a, b }, rounds, ops, warmUpRounds: 0, multiThreaded: true);
            double[] ratios = times.Of(1).Zip(times.Of(0), (tb, ta) => tb / ta).ToArray();

            // Names go into a CSV without quoting: no commas in them.
            string row = string.Join(",", pair.Replace(',', ';'), method, nameA, nameB, rounds, ops,
                Format(times.Median(0) * 1e9), Format(times.Median(1) * 1e9), Format(Stats.Median(ratios)),
                Format(Stats.Quantile(ratios, 0.25)), Format(Stats.Quantile(ratios, 0.75)));
            Console.WriteLine($"PAIR {row}");
            return row;
        }

        private static string Format(double value) => value.ToString("0.####", CultureInfo.InvariantCulture);
    }
}
