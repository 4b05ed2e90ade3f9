using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using BlockPack.Tests.StreamReader;
using B = BlockPack;
using M = MessagePack;

namespace BlockPack.Benchmarks.Streams
{
    /// <summary>
    /// Frames the same streams with both libraries' MessagePackStreamReader, alternating in one process (the order flips
    /// every round), and prints per case the median times and the median of the per-round ratios
    /// (MessagePack-CSharp time ÷ BlockPack time: above 1 BlockPack is faster). Only framing is timed: each message's
    /// length is summed, nothing is deserialized.
    /// </summary>
    internal static class StreamReaderMeasurement
    {
        /// <summary>Measures every case.</summary>
        /// <param name="rounds">The rounds per case.</param>
        /// <returns>0.</returns>
        internal static int Run(int rounds)
        {
            var table = new ResultTable("case", "stream bytes", "read size", "MessagePack-CSharp ms", "BlockPack ms", "ratio");
            foreach ((string name, byte[] data, int chunk) in Cases())
            {
                Measure(table, name, data, chunk, rounds);
            }

            table.Print($"MessagePackStreamReader framing, {rounds} paired rounds, medians (ratio: median of per-round MessagePack-CSharp ÷ BlockPack); {ResultTable.Conditions()}");
            return 0;
        }

        private static IEnumerable<(string Name, byte[] Data, int Chunk)> Cases()
        {
            var words = new[] { "order", "customer", "shipped", "pending", "invoice", "total" };
            object[] Record(int i) => new object[] { i, words[i % words.Length] + "-" + i, i * 0.25, i % 3 == 0, "note " + (i % 97) };

            // 100,000 small messages (about 40 bytes each), one 64 KB read at a time.
            byte[] small = Concat(Enumerable.Range(0, 100_000).Select(i => M.MessagePackSerializer.Serialize(Record(i))));
            yield return ("100,000 small plain messages", small, 64 * 1024);

            // 200 Lz4BlockArray messages of 1,000 records each.
            var lz4 = M.MessagePackSerializerOptions.Standard.WithCompression(M.MessagePackCompression.Lz4BlockArray);
            byte[] compressed = Concat(Enumerable.Range(0, 200).Select(m => M.MessagePackSerializer.Serialize(Enumerable.Range(m * 1000, 1000).Select(Record).ToArray(), lz4)));
            yield return ("200 Lz4BlockArray messages of 1,000 records", compressed, 64 * 1024);

            // One plain message of 50,000 records (about 2 MB) arriving in 4 KB reads, as from a socket.
            byte[] large = M.MessagePackSerializer.Serialize(Enumerable.Range(0, 50_000).Select(Record).ToArray());
            yield return ("one 50,000-record plain message, 4 KB reads", large, 4096);

            // One 8 MB binary message in 4 KB reads: skipping it is one jump, so only buffering is compared.
            byte[] binary = M.MessagePackSerializer.Serialize(new byte[8 * 1024 * 1024]);
            yield return ("one 8 MB bin message, 4 KB reads", binary, 4096);
        }

        private static void Measure(ResultTable table, string name, byte[] data, int chunk, int rounds)
        {
            long expected = FrameWithMessagePackCSharp(data, chunk);
            if (FrameWithBlockPack(data, chunk) != expected)
            {
                throw new InvalidOperationException($"{name}: the readers disagree on the messages.");
            }

            // Warm-up outside the measurement: BlockPack is JIT-compiled here while MessagePack-CSharp ships ReadyToRun
            // code, so the first rounds would time tier-0 code on one side only.
            for (int i = 0; i < 5; i++)
            {
                FrameWithMessagePackCSharp(data, chunk);
                FrameWithBlockPack(data, chunk);
            }

            RoundTimes times = PairedRounds.Run(new Action[] { () => FrameWithMessagePackCSharp(data, chunk), () => FrameWithBlockPack(data, chunk) }, rounds, callsPerTiming: 1, warmUpRounds: 0);
            table.Add(name, data.Length.ToString("N0", CultureInfo.InvariantCulture), chunk.ToString("N0", CultureInfo.InvariantCulture), times.Median(0) * 1e3, times.Median(1) * 1e3, times.MedianRatio(0, 1));
        }

        private static long FrameWithBlockPack(byte[] data, int chunk)
        {
            long total = 0;
            using var reader = new B.MessagePackStreamReader(new ChunkedReadStream(data, _ => chunk));
            while (reader.ReadAsync(CancellationToken.None).GetAwaiter().GetResult() is { } message)
            {
                total += message.Length + 1;
            }

            return total;
        }

        private static long FrameWithMessagePackCSharp(byte[] data, int chunk)
        {
            long total = 0;
            using var reader = new M.MessagePackStreamReader(new ChunkedReadStream(data, _ => chunk));
            while (reader.ReadAsync(CancellationToken.None).GetAwaiter().GetResult() is { } message)
            {
                total += message.Length + 1;
            }

            return total;
        }

        private static byte[] Concat(IEnumerable<byte[]> messages)
        {
            using var stream = new MemoryStream();
            foreach (byte[] message in messages)
            {
                stream.Write(message);
            }

            return stream.ToArray();
        }
    }
}
