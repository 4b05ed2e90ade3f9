using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using BlockPack.Benchmarks.Models;
using BlockPack.Sandbox.Model;
using BlockPack.Tests;
using Order = BlockPack.Sandbox.Model.Order;

namespace BlockPack.Benchmarks.Zstd
{
    /// <summary>
    /// The users' choice between the framings (<c>--profile zstd N</c>): on two data sets (the sandbox's 10,000 shop orders
    /// and the suite's 10,000 integer-key records), the size, encode and decode speed of plain msgpack, LZ4 Fastest,
    /// Optimal and HC, and Zstandard at its three mapped levels and with a trained dictionary, all in one paired run
    /// (every step once per round, rotating, medians); then small messages (50–500 bytes: tiny objects, single records, a
    /// SignalR-like invocation) with a dictionary trained on other samples of the same kind, against plain msgpack. Before
    /// them, sizes of the frames form against LZ4 and one whole frame, and the levels' ratio and speed, on orders and on
    /// records of real text (<see cref="TextRecords"/>); <c>BLOCKPACK_ZSTD_PROFILE=frames-levels</c> runs only those, <c>frames</c> only the frame sizes;
    /// <c>parallel-decode</c> runs <see cref="ZstdParallelDecode"/> instead, <c>frame-jobs</c> <see cref="ZstdFrameJobs"/>.
    /// </summary>
    internal static class ZstdProfile
    {
        /// <summary>Measures and prints the tables.</summary>
        /// <param name="rounds">The rounds of each paired run.</param>
        internal static void Run(int rounds)
        {
            string? only = Environment.GetEnvironmentVariable("BLOCKPACK_ZSTD_PROFILE");
            if (only == "parallel-decode")
            {
                ZstdParallelDecode.Run(rounds);
                return;
            }

            if (only == "frame-jobs")
            {
                ZstdFrameJobs.Run(rounds);
                return;
            }

            MessagePackSerializerOptions standard = MessagePackSerializerOptions.Standard.WithMaxDegreeOfParallelism(1);
            Console.WriteLine($"Zstandard profile, {rounds} rounds, one thread per call (MaxDegreeOfParallelism 1); ZstdSharp {typeof(ZstdSharp.Compressor).Assembly.GetName().Version}");

            // The frame and level tables come first; BLOCKPACK_ZSTD_PROFILE=frames stops after the frame tables,
            // frames-levels after the level tables.
            object?[][] text = TextRecords();
            List<Order> levelOrders = OrderGenerator.Create(10_000);
            FramesTable("sandbox orders", OrderGenerator.Create(40_000, seed: 3).ToArray(), standard);
            FramesTable("text records", text, standard);
            if (only == "frames")
            {
                return;
            }

            LevelsTable("sandbox orders (10,000)", levelOrders, standard, rounds);
            LevelsTable("text records (first 4 MB)", TakeBytes(text, 4 << 20, standard), standard, rounds);
            if (only == "frames-levels")
            {
                return;
            }

            List<Order> orders = OrderGenerator.Create(10_000);
            ZstdDictionary orderDictionary = ZstdDictionary.Train(OrderGenerator.Create(2_000, seed: 7), standard);
            LargeTable("sandbox orders (10,000)", orders, standard, orderDictionary, rounds);

            IntKeyRecord[] records = RecordFactory.IntKey(10_000);
            ZstdDictionary recordDictionary = ZstdDictionary.Train(RecordFactory.IntKey(12_000).Skip(10_000), standard);
            LargeTable("benchmark records (10,000 IntKeyRecord)", records, standard, recordDictionary, rounds);

            Console.WriteLine();
            Console.WriteLine("Small messages: totals over 1,000 messages not among the 2,000 the dictionary was trained on; time per message (serialize, deserialize).");
            SmallTable("single records (IntKeyRecord)", RecordFactory.IntKey(3_000).Skip(2_000).ToArray(), RecordFactory.IntKey(2_000), standard, rounds);
            SmallTable("single orders (sandbox Order)", OrderGenerator.Create(1_000, seed: 11).ToArray(), OrderGenerator.Create(2_000, seed: 12), standard, rounds);
            SmallTable("tiny objects (SmallObject)", TinyObjects(1_000, seed: 13), TinyObjects(2_000, seed: 14), standard, rounds);
            SmallTable("SignalR-like invocations", Invocations(1_000, seed: 15), Invocations(2_000, seed: 16), standard, rounds);
        }

        private static void LargeTable<T>(string title, T value, MessagePackSerializerOptions standard, ZstdDictionary dictionary, int rounds)
        {
            MessagePackSerializerOptions lz4 = standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            MessagePackSerializerOptions zstd = standard.WithCompression(MessagePackCompression.ZstdBlockArray);
            var modes = new (string Name, MessagePackSerializerOptions Options)[]
            {
                ("NONE", standard),
                ("LZ4 Fastest", lz4.WithCompressionLevel(MessagePackCompressionLevel.Fastest)),
                ("LZ4 Optimal", lz4),
                ("LZ4 HC (SmallestSize)", lz4.WithCompressionLevel(MessagePackCompressionLevel.SmallestSize)),
                ("Zstd Fastest (1)", zstd.WithCompressionLevel(MessagePackCompressionLevel.Fastest)),
                ("Zstd Optimal (3, default)", zstd),
                ("Zstd SmallestSize (12)", zstd.WithCompressionLevel(MessagePackCompressionLevel.SmallestSize)),
                ("Zstd 3 + dictionary", zstd.WithZstdDictionary(dictionary)),
            };

            long plainLength = MessagePackSerializer.Serialize(value, standard).Length;
            byte[][] payloads = modes.Select(m => MessagePackSerializer.Serialize(value, m.Options)).ToArray();
            var steps = new List<(string Name, Action Run)>();
            for (int i = 0; i < modes.Length; i++)
            {
                MessagePackSerializerOptions options = modes[i].Options;
                byte[] payload = payloads[i];
                steps.Add(($"{modes[i].Name} encode", () => MessagePackSerializer.Serialize(value, options)));
                steps.Add(($"{modes[i].Name} decode", () => MessagePackSerializer.Deserialize<T>(payload, options)));
            }

            Console.WriteLine();
            Console.WriteLine($"{title}: {plainLength:N0} bytes of plain msgpack");
            double[] medians = RotatingSteps.Run(steps, rounds, warmups: 3);
            Console.WriteLine("| mode | bytes | ratio | vs LZ4 Optimal | encode ms | encode MB/s | decode ms | decode MB/s |");
            Console.WriteLine("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
            double lz4Ratio = (double)plainLength / payloads[2].Length;
            PrintLevelsAndOneFrame(value, standard, plainLength, lz4Ratio);
            for (int i = 0; i < modes.Length; i++)
            {
                double ratio = (double)plainLength / payloads[i].Length;
                double encode = medians[2 * i];
                double decode = medians[(2 * i) + 1];
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "| {0} | {1:N0} | {2:0.00} | {3:0.00}× | {4:0.00} | {5:0} | {6:0.00} | {7:0} |",
                    modes[i].Name,
                    payloads[i].Length,
                    ratio,
                    ratio / lz4Ratio,
                    encode,
                    plainLength / 1e6 / (encode / 1e3),
                    decode,
                    plainLength / 1e6 / (decode / 1e3)));
            }
        }

        /// <summary>
        /// Sizes only, for choosing the level mapping: ZstdBlockArray at explicit levels, and Zstandard on the whole value
        /// as one frame (no 64 KB blocks, so no parallel decoding and a buffer the size of the value; not a BlockPack
        /// framing) to show what the independent blocks cost in ratio.
        /// </summary>
        private static void PrintLevelsAndOneFrame<T>(T value, MessagePackSerializerOptions standard, long plainLength, double lz4Ratio)
        {
            MessagePackSerializerOptions zstd = standard.WithCompression(MessagePackCompression.ZstdBlockArray);
            var parts = new List<string>();
            foreach (int level in new[] { -5, 1, 3, 6, 9, 12, 15, 19, 22 })
            {
                int length = MessagePackSerializer.Serialize(value, zstd.WithZstdCompressionLevel(level)).Length;
                parts.Add(string.Format(CultureInfo.InvariantCulture, "{0}: {1:0.00} ({2:0.00}×)", level, (double)plainLength / length, (double)plainLength / length / lz4Ratio));
            }

            byte[] plain = MessagePackSerializer.Serialize(value, standard);
            using var compressor = new ZstdSharp.Compressor(3);
            int oneFrame = compressor.Wrap(plain).Length;
            Console.WriteLine("LEVELS ratio (vs LZ4 Optimal) by explicit level: " + string.Join("; ", parts));
            Console.WriteLine(string.Format(CultureInfo.InvariantCulture, "ONEFRAME Zstandard level 3 on the whole value as one frame: {0:N0} bytes, ratio {1:0.00} ({2:0.00}× LZ4 Optimal)", oneFrame, (double)plainLength / oneFrame, (double)plainLength / oneFrame / lz4Ratio));
        }

        /// <summary>
        /// Sizes only: for values of 64 KB to 4 MB cut from the start of <paramref name="all"/>, ZstdBlockArray at the
        /// default level against Lz4BlockArray's default (the goal: at least 1.6× smaller) and against one whole
        /// Zstandard frame at the same level over the same msgpack (the goal: within 1.05× up to 1 MB), and the
        /// version-1 form's 64 KB frames (one frame per block, as BlockPack wrote before the frames form) for comparison.
        /// </summary>
        private static void FramesTable<T>(string title, T[] all, MessagePackSerializerOptions standard)
        {
            MessagePackSerializerOptions lz4 = standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            MessagePackSerializerOptions zstd = standard.WithCompression(MessagePackCompression.ZstdBlockArray);
            Console.WriteLine();
            Console.WriteLine($"FRAMES {title}: sizes in bytes; ZstdBlockArray default level 3, 1 MiB frames");
            Console.WriteLine("| value | plain | LZ4 Optimal | Zstd 64 KB frames (version 1) | ZstdBlockArray | one frame, level 3 | LZ4 ÷ Zstd | Zstd ÷ one frame |");
            Console.WriteLine("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
            foreach (int target in new[] { 64 << 10, 256 << 10, 1 << 20, 4 << 20 })
            {
                T[] value = TakeBytes(all, target, standard);
                byte[] plain = MessagePackSerializer.Serialize(value, standard);
                int lz4Length = MessagePackSerializer.Serialize(value, lz4).Length;
                int zstdLength = MessagePackSerializer.Serialize(value, zstd).Length;
                using var compressor = new ZstdSharp.Compressor(3);
                int oneFrame = compressor.Wrap(plain).Length;
                int blocks64 = 0;
                for (int offset = 0; offset < plain.Length; offset += 65_536)
                {
                    blocks64 += compressor.Wrap(plain.AsSpan(offset, Math.Min(65_536, plain.Length - offset))).Length;
                }

                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "| {0:N0} records | {1:N0} | {2:N0} | {3:N0} | {4:N0} | {5:N0} | {6:0.00}× | {7:0.000}× |",
                    value.Length,
                    plain.Length,
                    lz4Length,
                    blocks64,
                    zstdLength,
                    oneFrame,
                    (double)lz4Length / zstdLength,
                    (double)zstdLength / oneFrame));
            }
        }

        /// <summary>
        /// For choosing SmallestSize's level: ZstdBlockArray at explicit levels on one thread, each step once per round
        /// (rotating, medians): size, ratio, encode and decode MB/s of plain msgpack, and the ratio gained over level 3
        /// per second of encoding.
        /// </summary>
        private static void LevelsTable<T>(string title, T value, MessagePackSerializerOptions standard, int rounds)
        {
            int[] levels = { 3, 6, 9, 12, 15, 17, 19 };
            MessagePackSerializerOptions zstd = standard.WithCompression(MessagePackCompression.ZstdBlockArray);
            long plainLength = MessagePackSerializer.Serialize(value, standard).Length;
            byte[][] payloads = levels.Select(l => MessagePackSerializer.Serialize(value, zstd.WithZstdCompressionLevel(l))).ToArray();
            var steps = new List<(string Name, Action Run)>();
            for (int i = 0; i < levels.Length; i++)
            {
                MessagePackSerializerOptions options = zstd.WithZstdCompressionLevel(levels[i]);
                byte[] payload = payloads[i];
                steps.Add(($"level {levels[i]} encode", () => MessagePackSerializer.Serialize(value, options)));
                steps.Add(($"level {levels[i]} decode", () => MessagePackSerializer.Deserialize<T>(payload, options)));
            }

            Console.WriteLine();
            Console.WriteLine($"LEVELS {title}: {plainLength:N0} bytes of plain msgpack, one thread");
            double[] medians = RotatingSteps.Run(steps, rounds, warmups: 1);
            Console.WriteLine("| level | bytes | ratio | encode ms | encode MB/s | decode MB/s | ratio gained over level 3 per encode second |");
            Console.WriteLine("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
            double baseRatio = (double)plainLength / payloads[0].Length;
            for (int i = 0; i < levels.Length; i++)
            {
                double ratio = (double)plainLength / payloads[i].Length;
                double encode = medians[2 * i];
                double decode = medians[(2 * i) + 1];
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "| {0} | {1:N0} | {2:0.000} | {3:0.0} | {4:0.0} | {5:0} | {6} |",
                    levels[i],
                    payloads[i].Length,
                    ratio,
                    encode,
                    plainLength / 1e6 / (encode / 1e3),
                    plainLength / 1e6 / (decode / 1e3),
                    i == 0 ? "—" : ((ratio - baseRatio) / ((encode - medians[0]) / 1e3)).ToString("0.00", CultureInfo.InvariantCulture)));
            }
        }

        /// <summary>The leading records of <paramref name="all"/> whose plain msgpack is about <paramref name="bytes"/> long.</summary>
        internal static T[] TakeBytes<T>(T[] all, int bytes, MessagePackSerializerOptions standard)
        {
            long total = 0;
            int count = 0;
            while (count < all.Length && total < bytes)
            {
                total += MessagePackSerializer.Serialize(all[count], standard).Length;
                count++;
            }

            return all.Take(count).ToArray();
        }

        private static Order[] TakeBytes(List<Order> all, int bytes, MessagePackSerializerOptions standard) => TakeBytes(all.ToArray(), bytes, standard);

        /// <summary>
        /// Records of real text no one here wrote for this: every paragraph of the repository's docs/*.md and of the
        /// uncompressed text files under /usr/share/doc (READMEs, change notes, licences of the installed Debian
        /// packages), each as <c>[id, source path, paragraph number, first word, the paragraph, its length]</c>: prose
        /// with identifiers, paths and numbers, in file order.
        /// </summary>
        internal static object?[][] TextRecords()
        {
            var files = new List<string>();
            files.AddRange(Directory.GetFiles(RepositoryRoot.Combine("docs"), "*.md").OrderBy(f => f, StringComparer.Ordinal));
            if (Directory.Exists("/usr/share/doc"))
            {
                files.AddRange(Directory.EnumerateFiles("/usr/share/doc", "*", SearchOption.AllDirectories)
                    .Where(f => !f.EndsWith(".gz", StringComparison.Ordinal) && new FileInfo(f).Length < 1 << 20)
                    .OrderBy(f => f, StringComparer.Ordinal));
            }

            var records = new List<object?[]>();
            foreach (string file in files)
            {
                string text;
                try
                {
                    text = File.ReadAllText(file);
                }
                catch (IOException)
                {
                    continue;
                }
                catch (UnauthorizedAccessException)
                {
                    continue;
                }

                if (text.Contains('\0', StringComparison.Ordinal))
                {
                    continue; // not text
                }

                string[] paragraphs = text.Split(new[] { "\n\n" }, StringSplitOptions.RemoveEmptyEntries);
                for (int i = 0; i < paragraphs.Length; i++)
                {
                    string paragraph = paragraphs[i].Trim();
                    if (paragraph.Length == 0)
                    {
                        continue;
                    }

                    string first = paragraph.Split(' ', 2)[0];
                    records.Add(new object?[] { (long)records.Count, file, (long)i, first, paragraph, (long)paragraph.Length });
                }
            }

            Console.WriteLine($"TEXT {records.Count:N0} records from {files.Count:N0} files (docs/*.md and /usr/share/doc)");
            return records.ToArray();
        }

        private static void SmallTable<T>(string title, T[] messages, IEnumerable<T> trainingSamples, MessagePackSerializerOptions standard, int rounds)
        {
            ZstdDictionary dictionary = ZstdDictionary.Train(trainingSamples, standard);
            MessagePackSerializerOptions lz4 = standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            MessagePackSerializerOptions zstd = standard.WithCompression(MessagePackCompression.ZstdBlockArray);
            MessagePackSerializerOptions withDictionary = zstd.WithZstdDictionary(dictionary);
            long plain = messages.Sum(m => (long)MessagePackSerializer.Serialize(m, standard).Length);
            long lz4Bytes = messages.Sum(m => (long)MessagePackSerializer.Serialize(m, lz4).Length);
            long zstdBytes = messages.Sum(m => (long)MessagePackSerializer.Serialize(m, zstd).Length);
            byte[][] framed = messages.Select(m => MessagePackSerializer.Serialize(m, withDictionary)).ToArray();
            byte[][] plainPayloads = messages.Select(m => MessagePackSerializer.Serialize(m, standard)).ToArray();
            long dictionaryBytes = framed.Sum(f => (long)f.Length);
            // Framed: the frames form's ext 93 (C7 LL 5D: an ext8 header), else the plain msgpack was kept.
            int framedCount = framed.Count(f => f.Length > 3 && f[0] == 0xC7 && f[2] == 0x5D);
            int smallest = plainPayloads.Min(p => p.Length);
            int largest = plainPayloads.Max(p => p.Length);

            var steps = new (string Name, Action Run)[]
            {
                ("plain serialize", () => { foreach (T m in messages) { MessagePackSerializer.Serialize(m, standard); } }),
                ("plain deserialize", () => { foreach (byte[] p in plainPayloads) { MessagePackSerializer.Deserialize<T>(p, standard); } }),
                ("zstd+dictionary serialize", () => { foreach (T m in messages) { MessagePackSerializer.Serialize(m, withDictionary); } }),
                ("zstd+dictionary deserialize", () => { foreach (byte[] p in framed) { MessagePackSerializer.Deserialize<T>(p, withDictionary); } }),
            };
            Console.WriteLine();
            Console.WriteLine($"{title}: {messages.Length:N0} messages of {smallest}–{largest} bytes ({plain / messages.Length} on average); dictionary {dictionary.Length:N0} bytes");
            double[] medians = RotatingSteps.Run(steps, rounds, warmups: 3);
            Console.WriteLine(string.Format(
                CultureInfo.InvariantCulture,
                "SMALL {0}: plain {1:N0} B; LZ4 (threshold 64) {2:N0} B ({3:0.00}×); Zstd no dictionary {4:N0} B ({5:0.00}×); Zstd + dictionary {6:N0} B ({7:0.000}× plain, {8} of {9} framed); per message µs: plain ser {10:0.00} / deser {11:0.00}, dictionary ser {12:0.00} / deser {13:0.00}",
                title,
                plain,
                lz4Bytes,
                (double)lz4Bytes / plain,
                zstdBytes,
                (double)zstdBytes / plain,
                dictionaryBytes,
                (double)dictionaryBytes / plain,
                framedCount,
                messages.Length,
                medians[0] * 1e3 / messages.Length,
                medians[1] * 1e3 / messages.Length,
                medians[2] * 1e3 / messages.Length,
                medians[3] * 1e3 / messages.Length));
        }

        private static SmallObject[] TinyObjects(int count, int seed)
        {
            var random = new Random(seed);
            string[] codes = { "alpha-north", "bravo-east", "charlie-south", "delta-west", "echo-central" };
            return Enumerable.Range(0, count)
                .Select(i => new SmallObject { Id = random.Next(100_000), Code = codes[random.Next(codes.Length)] + "-" + random.Next(100).ToString("D2", CultureInfo.InvariantCulture), Flag = random.Next(2) == 0 })
                .ToArray();
        }

        /// <summary>
        /// SignalR's MessagePack hub protocol invocation message, as it lays it out: <c>[1, headers, invocationId, target,
        /// arguments, streamIds]</c>, here with a chat-like call.
        /// </summary>
        private static object?[][] Invocations(int count, int seed)
        {
            var random = new Random(seed);
            string[] users = { "alice", "bob", "carol", "dave", "erin", "frank" };
            string[] targets = { "SendMessage", "UserTyping", "JoinGroup", "UpdatePresence" };
            string[] words = { "hello", "meeting", "at", "three", "see", "you", "the", "report", "is", "ready", "thanks", "ok" };
            return Enumerable.Range(0, count).Select(i => new object?[]
            {
                1,
                new Dictionary<string, string>(),
                (1_000 + i).ToString(CultureInfo.InvariantCulture),
                targets[random.Next(targets.Length)],
                new object?[]
                {
                    users[random.Next(users.Length)],
                    "room-" + random.Next(20).ToString(CultureInfo.InvariantCulture),
                    string.Join(" ", Enumerable.Range(0, 3 + random.Next(12)).Select(_ => words[random.Next(words.Length)])),
                    DateTime.UnixEpoch.AddSeconds(1_790_000_000 + random.Next(1_000_000)),
                },
                Array.Empty<string>(),
            }).ToArray();
        }
    }
}
