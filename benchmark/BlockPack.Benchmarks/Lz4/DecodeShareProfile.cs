using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack.Benchmarks.Models;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// How much of an <c>Lz4BlockArray</c> deserialize is block decoding (<c>--profile decode N</c>): the whole call,
    /// the decoding alone (as the serializer does it: two threads by default, one with parallelism 1) and the formatters
    /// alone on the plain bytes. Overlapping decoding with the formatters could at best hide the decoding time, so its
    /// share is the upper bound of what that overlap can gain. Steps rotate within each round; medians.
    /// </summary>
    internal static class DecodeShareProfile
    {
        /// <summary>Measures 10,000 and 300,000 records and prints one line per step.</summary>
        /// <param name="rounds">The number of rounds.</param>
        internal static void Run(int rounds)
        {
            foreach (int count in new[] { 10_000, 300_000 })
            {
                Measure(count, rounds);
            }
        }

        private static void Measure(int count, int rounds)
        {
            IntKeyRecord[] records = RecordFactory.IntKey(count);
            var options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            byte[] payload = MessagePackSerializer.Serialize(records, options);
            byte[] plain = MessagePackSerializer.Serialize(records, MessagePackSerializerOptions.Standard);
            IBlockCodec codec = Lz4CodecSelection.Current;
            IntKeyRecord[]? sink = null;

            var steps = new List<(string Name, Action Run)>();
            foreach (int degree in new[] { Lz4Decoding.MaxDegreeOfParallelism, 1 })
            {
                MessagePackSerializerOptions withDegree = options.WithMaxDegreeOfParallelism(degree);
                var parallelism = new DecodeParallelism(ParallelBlockDecoder.MinimumPayload, degree);
                steps.Add(($"deserialize, whole call, {degree} thread(s)", () => sink = MessagePackSerializer.Deserialize<IntKeyRecord[]>(payload, withDegree)));
                steps.Add(($"decode the blocks only, {degree} thread(s)", () =>
                {
                    Decompressor.TryDecompress(new ReadOnlySequence<byte>(payload), long.MaxValue, codec, out _, out _, out SegmentedBuffer? lease, parallelism);
                    lease?.Dispose();
                }));
            }

            steps.Add(("formatters only, on the plain bytes", () => sink = MessagePackSerializer.Deserialize<IntKeyRecord[]>(plain, MessagePackSerializerOptions.Standard)));

            Console.WriteLine($"Lz4BlockArray deserialize, {count:N0} records ({plain.Length:N0} plain bytes, {payload.Length:N0} compressed), {rounds} rounds, median ms; decoder: {codec.GetType().Name}");
            RotatingSteps.Run(steps, rounds, warmups: 5);
            GC.KeepAlive(sink);
        }
    }
}
