using System;
using System.Globalization;
using System.Linq;
using BlockPack.Benchmarks.Caching;
using BlockPack.Benchmarks.Generated;
using BlockPack.Benchmarks.HashFlood;
using BlockPack.Benchmarks.Load;
using BlockPack.Benchmarks.Lz4;
using BlockPack.Benchmarks.Objects;
using BlockPack.Benchmarks.Streams;
using BlockPack.Tests;

namespace BlockPack.Benchmarks
{
    /// <summary>
    /// Every measurement of the program, by name: <c>dotnet run -c Release --project benchmark/BlockPack.Benchmarks --
    /// measure &lt;name&gt; [arguments]</c> (<c>measure</c> alone lists them). Each shares <see cref="PairedRounds"/>,
    /// <see cref="MeasureClock"/>, <see cref="Stats"/> and <see cref="ResultTable"/>. A new measurement is one line here.
    /// </summary>
    internal static class MeasureModes
    {
        /// <summary>The modes, in the order the usage text lists them.</summary>
        internal static readonly MeasureMode[] All =
        {
            // LZ4 codecs, framings and the knobs around them, measured from C#.
            new("codecs", "[DATASET_DIR|-] [repetitions=21] [blocks=128]", "LZ4 decode and encode from C#: native vs K4os vs liblz4 (DATASET_DIR from benchmark/native dump_datasets)", a => Done(() => CodecMeasurement.Run(a.Length > 0 && a[0] != "-" ? a[0] : null, Int(a, 1, 21), Int(a, 2, 128)))),
            new("serializer", "[repetitions=21] [orders=10000]", "deserialize Lz4BlockArray orders with the native decoder vs the managed codec, one thread", a => Done(() => SerializerMeasurement.Run(Int(a, 0, 21), Int(a, 1, 10_000)))),
            new("pipeline", "[repetitions=11] [orders ...]", "serialize plain vs Lz4BlockArray on one thread vs pipelined (degree 2)", a => Done(() => PipelineMeasurement.Run(Int(a, 0, 11), Ints(a, 1, 300, 600, 1_200, 10_000, 100_000)))),
            new("pipeline-decode", "[repetitions=11] [orders ...]", "deserialize Lz4BlockArray with blocks decoded on 1 thread vs 2", a => Done(() => PipelineMeasurement.RunDecode(Int(a, 0, 11), Ints(a, 1, 10_000, 100_000, 300_000)))),
            new("parallel", "[repetitions=11] [threads=2] [native|managed] [KB ...]", "Lz4BlockArray payloads decoded on 1 thread vs several", a => Done(() => ParallelMeasurement.Run(Int(a, 0, 11), Int(a, 1, 2), a.Length > 2 ? a[2] : "native", a.Length > 3 ? Ints(a, 3).Select(kb => kb * 1024).ToArray() : null))),
            new("crc", "[repetitions=21]", "CRC-32C GB/s per engine on a 64 KiB block", a => Done(() => CrcMeasurement.Run(Int(a, 0, 21)))),
            new("crc-placement", "[repetitions=21] [orders=10000]", "CRC-32C over compressed vs plain bytes, as a share of deserialize", a => Done(() => CrcPlacementMeasurement.Run(Int(a, 0, 21), Int(a, 1, 10_000)))),
            new("checksums", "[repetitions=21] [orders=10000]", "BlockChecksums on vs off: serialize and deserialize, both framings", a => Done(() => ChecksumMeasurement.Run(Int(a, 0, 21), Int(a, 1, 10_000)))),
            new("levels", "DATASET_DIR [repetitions=11] [blocks=32]", "the compression levels: ratio, encode and decode speed", a => a.Length < 1 ? Usage("levels") : Done(() => LevelMeasurement.Run(a[0], Int(a, 1, 11), Int(a, 2, 32), candidates: false))),
            new("level-candidates", "DATASET_DIR [repetitions=11] [blocks=16]", "the native accelerations and K4os levels the levels were chosen from", a => a.Length < 1 ? Usage("level-candidates") : Done(() => LevelMeasurement.Run(a[0], Int(a, 1, 11), Int(a, 2, 16), candidates: true))),
            new("savings", "[repetitions=11] [orders=10000]", "serialize with and without MinimumCompressionSavings 0.1", a => Done(() => SavingsMeasurement.Run(Int(a, 0, 11), Int(a, 1, 10_000)))),
            new("dump-orders", "FILE [MB=8]", "write msgpack of the demo's orders, the C benchmark's \"orders\" data set", a => a.Length < 1 ? Usage("dump-orders") : Done(() => Orders.Dump(a[0], Int(a, 1, 8)))),

            // Objects and formatters.
            new("generated", "[rounds=25]", "generated vs emitted formatters vs MessagePack-CSharp's dynamic resolver, 10,000 int-key records", a => GeneratedMeasurement.Run(Int(a, 0, 25))),
            new("startup", "[processes=21]", "time to first serialize in fresh processes, generated vs emitted formatters", a => GeneratedMeasurement.RunStartupSeries(Int(a, 0, 21))),
            new("first-use", "generated|emitted cold|warm", "one fresh process's first serialize (the startup mode's child)", a => a.Length < 2 ? Usage("first-use") : GeneratedMeasurement.RunFirstUse(a[0], a[1])),
            new("objects", "[operations per round=200000]", "one 9-member object: BlockPack standard vs reflection fallback vs System.Text.Json", a => ObjectsMeasurement.Run(Int(a, 0, 200_000))),

            // Security and streams.
            new("hash-cost", "[rounds=41]", "reading Dictionary<TKey, int> of random keys with UntrustedData vs TrustedData", a => Done(() => HashFloodMeasurement.MeasureCost(Int(a, 0, 41)))),
            new("hash-flood", "[KEYTYPE] [--skip-trusted-80k]", "maps of random vs colliding keys, default options vs TrustedData", a => Done(() => HashFloodMeasurement.MeasureFlood(!a.Contains("--skip-trusted-80k"), a.FirstOrDefault(x => !x.StartsWith("--", StringComparison.Ordinal))))),
            new("hash-comparers", "[rounds=41]", "the key comparers alone", a => Done(() => ComparerCost.Measure(Int(a, 0, 41)))),
            new("stream-reader", "[rounds=21]", "MessagePackStreamReader framing: BlockPack vs MessagePack-CSharp", a => StreamReaderMeasurement.Run(Int(a, 0, 21))),

            // Step profiles (also run by --profile NAME N).
            new("lz4block", "N", "Lz4Block serialize and deserialize, step by step", a => Done(() => Lz4BlockProfile.Run(Int(a, 0, 15)))),
            new("tiny", "N", "tiny calls: per-call overhead of the entry points", a => Done(() => TinyCallProfile.Run(Int(a, 0, 15)))),
            new("decode", "N", "share of deserialize spent decoding blocks", a => Done(() => DecodeShareProfile.Run(Int(a, 0, 15)))),
            new("load", "N", "throughput while other threads load the machine", a => Done(() => LoadProfile.Run(Int(a, 0, 15)))),
            new("starved", "N", "throughput under a starved thread pool", a => Done(() => LoadProfile.RunStarved(Int(a, 0, 15)))),
            new("caching", "N", "BlockPack.Caching vs HybridCache's default serializer on a real Redis", a => CachingProfile.Run(Int(a, 0, 15), RepositoryRoot.Combine("docs", "measurements", "results"))),
            new("signalr", "N", "SignalR hub protocols (BlockPack, official MessagePack, JSON) on Kestrel: messages/s and bytes", a => Web.SignalR.SignalRProfile.Run(Int(a, 0, 15), RepositoryRoot.Combine("docs", "measurements", "results"))),
            new("nats", "N", "BlockPack.Nats vs the NATS JSON serializer on a real nats-server: messages/s and bytes, 1 KB and 100 KB; LOH of a 16 MB message", a => Nats.NatsProfile.Run(Int(a, 0, 11), RepositoryRoot.Combine("docs", "measurements", "results"))),
            new("memorypack", "N [PAIRS_REGEX]", "BlockPack vs MemoryPack, Nerdbank.MessagePack and MessagePack-CSharp, plain, 10,000 orders and records, N paired rounds", a => Done(() => MemoryPackComparison.Run(Int(a, 0, 15), a.Length > 1 ? a[1] : null))),
            new("memorypack-loop", "SECONDS [CASES_REGEX]", "the memorypack mode's cases in a plain loop, for a sampling profiler, with allocation per operation", a => Done(() => MemoryPackComparison.Loop(Int(a, 0, 10), a.Length > 1 ? a[1] : null))),
            new("orleans", "[rounds=5] [seconds=3]", "BlockPack vs Orleans' default and JSON serializers in a real cluster (2 silo processes + client via redis): bytes, calls/s, grain state, LOH", a => Orleans.OrleansClusterProfile.Run(Int(a, 0, 5), Int(a, 1, 3), RepositoryRoot.Combine("docs", "measurements", "results"))),
            new("masstransit", "N", "BlockPack.MassTransit vs MassTransit's System.Text.Json on a private rabbitmq-server: consumed msgs/s and bytes, 1 KB and 100 KB", a => MassTransit.MassTransitProfile.Run(Int(a, 0, 9))),
            new("zstd", "N", "Zstandard block arrays vs LZ4 levels: ratio, speed, small messages with a trained dictionary", a => Done(() => Zstd.ZstdProfile.Run(Int(a, 0, 11)))),
        };

        /// <summary>Runs the mode <paramref name="args"/>[0] names; lists the modes when there is none or it is unknown.</summary>
        /// <param name="args">The name, then its arguments; <c>--cpu-time</c> anywhere turns on the thread CPU clock.</param>
        /// <returns>The exit code.</returns>
        internal static int Run(string[] args)
        {
            if (args.Contains("--cpu-time"))
            {
                MeasureClock.ThreadCpu = OperatingSystem.IsLinux();
                args = args.Where(a => a != "--cpu-time").ToArray();
            }

            MeasureMode? mode = args.Length == 0 ? null : All.FirstOrDefault(m => m.Name == args[0]);
            if (mode is null)
            {
                Console.Error.WriteLine(args.Length == 0 ? "measure: name a mode." : $"measure: unknown mode {args[0]}.");
                Console.Error.WriteLine("usage: dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- measure <mode> [arguments] [--cpu-time]");
                foreach (MeasureMode m in All)
                {
                    Console.Error.WriteLine($"  {m.Name,-17} {m.Arguments,-48} {m.Description}");
                }

                return 2;
            }

            return mode.Run(args.Skip(1).ToArray());
        }

        private static int Done(Action run)
        {
            run();
            return 0;
        }

        private static int Usage(string name)
        {
            MeasureMode mode = All.First(m => m.Name == name);
            Console.Error.WriteLine($"usage: measure {mode.Name} {mode.Arguments}");
            return 2;
        }

        private static int Int(string[] args, int index, int fallback)
            => args.Length > index ? int.Parse(args[index], CultureInfo.InvariantCulture) : fallback;

        private static int[] Ints(string[] args, int from, params int[] fallback)
            => args.Length > from ? args.Skip(from).Select(n => int.Parse(n, CultureInfo.InvariantCulture)).ToArray() : fallback;
    }
}
