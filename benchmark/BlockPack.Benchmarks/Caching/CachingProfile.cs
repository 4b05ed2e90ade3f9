using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.Benchmarks.Models;
using BlockPack.Caching.Tests;
using BlockPack.Tests.Compression;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.DependencyInjection;
using StackExchange.Redis;

namespace BlockPack.Benchmarks.Caching
{
    /// <summary>
    /// BlockPack.Caching against HybridCache's default serializer (System.Text.Json) on one real Redis
    /// (<c>--profile caching N</c>): the bytes Redis stores per entry, and the <c>GetOrCreateAsync</c> hit latency
    /// through L2 with L1 disabled, timed as interleaved pairs over N rounds. Starts its own redis-server on a free port
    /// and stops it at the end.
    /// </summary>
    internal static class CachingProfile
    {
        private const string Prefix = "bp-bench:";
        private static readonly HybridCacheEntryOptions L2Only = new() { Flags = HybridCacheEntryFlags.DisableLocalCache, Expiration = TimeSpan.FromMinutes(10) };

        internal static int Run(int rounds, string resultsDirectory)
        {
            var report = new System.Text.StringBuilder();
            // The tests' fixture: its own redis-server on 127.0.0.1 and a free port, persistence off, killed at the end.
            var redis = new RedisServerFixture();
            try
            {
                string configuration = $"127.0.0.1:{redis.Port},abortConnect=false,syncTimeout=5000,asyncTimeout=5000";
                using ServiceProvider blockPack = Host(configuration, withBlockPack: true);
                using ServiceProvider json = Host(configuration, withBlockPack: false);
                using ConnectionMultiplexer raw = ConnectionMultiplexer.Connect(configuration);
                IDatabase db = raw.GetDatabase();

                IntKeyRecord[] orders = RecordFactory.IntKey(10_000);
                var small = new SmallObject { Id = 42, Code = "ABC-123", Flag = true };
                var payloads = new (string Name, Func<HybridCache, string, ValueTask<int>> Hit, Func<HybridCache, string, ValueTask> Store)[]
                {
                    ("10,000 records", async (c, k) => (await c.GetOrCreateAsync<IntKeyRecord[]>(k, _ => throw new InvalidOperationException("miss"), L2Only)).Length, (c, k) => c.SetAsync(k, orders, L2Only)),
                    ("small object", async (c, k) => (await c.GetOrCreateAsync<SmallObject>(k, _ => throw new InvalidOperationException("miss"), L2Only)).Id, (c, k) => c.SetAsync(k, small, L2Only)),
                };

                report.AppendLine("## Distributed cache: BlockPack.Caching on Redis");
                report.AppendLine();
                report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"`dotnet benchmark/BlockPack.Benchmarks/bin/Release/net10.0/BlockPack.Benchmarks.dll --profile caching {rounds}` on {DateTime.UtcNow:yyyy-MM-dd} ({Environment.ProcessorCount} cores, load average when it ran: {LoadAverage()}). One redis-server 7 on 127.0.0.1 started by the profile; HybridCache 10.11.0 with BlockPack.Caching's defaults (checked `Lz4BlockArray`, `UntrustedData`) against HybridCache's own default serializer (System.Text.Json). The records are the suite's nine-member `IntKeyRecord` (an order-like record); the small object is the three-member `SmallObject`."));
                report.AppendLine();
                report.AppendLine("| Payload | BlockPack bytes in Redis | System.Text.Json bytes in Redis | STJ / BlockPack |");
                report.AppendLine("| --- | ---: | ---: | ---: |");
                Console.WriteLine("payload,serializer,stored bytes (Redis hash field incl. HybridCache envelope)");
                foreach (var p in payloads)
                {
                    var sizes = new List<long>();
                    foreach ((string name, ServiceProvider host) in new[] { ("BlockPack", blockPack), ("System.Text.Json", json) })
                    {
                        string key = name + ":" + p.Name;
                        p.Store(host.GetRequiredService<HybridCache>(), key).AsTask().GetAwaiter().GetResult();
                        long stored = db.HashStringLength(Prefix + key, "data");
                        sizes.Add(stored);
                        Console.WriteLine($"{p.Name},{name},{stored}");
                    }

                    report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| {p.Name} | {sizes[0]:N0} | {sizes[1]:N0} | {(double)sizes[1] / sizes[0]:F2} |"));
                }

                report.AppendLine();
                report.AppendLine("Stored bytes are the Redis hash field HybridCache writes: its own envelope (key, timestamps) plus the serializer's output.");
                report.AppendLine();
                FusionSizes(report, configuration, db, orders, small);
                report.AppendLine();
                report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"`GetOrCreateAsync` hits through L2 (`HybridCacheEntryFlags.DisableLocalCache`: every hit reads Redis and deserializes), {rounds} rounds, each timing a batch of hits on both sides in alternating order; µs per hit, median over rounds:"));
                report.AppendLine();
                report.AppendLine("| Payload | BlockPack µs | System.Text.Json µs | STJ / BlockPack, median (quartiles) |");
                report.AppendLine("| --- | ---: | ---: | ---: |");

                Console.WriteLine("payload,BlockPack hit µs (median),System.Text.Json hit µs (median),ratio STJ/BlockPack median (quartiles)");
                foreach (var p in payloads)
                {
                    int batch = p.Name.StartsWith("small", StringComparison.Ordinal) ? 200 : 3;
                    var bp = new List<double>();
                    var stj = new List<double>();
                    var ratios = new List<double>();
                    HybridCache bpCache = blockPack.GetRequiredService<HybridCache>(), jsonCache = json.GetRequiredService<HybridCache>();
                    string bpKey = "BlockPack:" + p.Name, jsonKey = "System.Text.Json:" + p.Name;
                    Time(p.Hit, bpCache, bpKey, batch);
                    Time(p.Hit, jsonCache, jsonKey, batch);
                    for (int round = 0; round < rounds; round++)
                    {
                        // Alternate which side goes first so drift in the machine's load falls on both.
                        double a, b;
                        if (round % 2 == 0)
                        {
                            a = Time(p.Hit, bpCache, bpKey, batch);
                            b = Time(p.Hit, jsonCache, jsonKey, batch);
                        }
                        else
                        {
                            b = Time(p.Hit, jsonCache, jsonKey, batch);
                            a = Time(p.Hit, bpCache, bpKey, batch);
                        }

                        bp.Add(a);
                        stj.Add(b);
                        ratios.Add(b / a);
                    }

                    Console.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{p.Name},{Stats.Median(bp):F1},{Stats.Median(stj):F1},{Stats.Median(ratios):F2} ({Stats.Quantile(ratios, 0.25):F2}-{Stats.Quantile(ratios, 0.75):F2})"));
                    report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| {p.Name} | {Stats.Median(bp):F1} | {Stats.Median(stj):F1} | **{Stats.Median(ratios):F2}** ({Stats.Quantile(ratios, 0.25):F2}–{Stats.Quantile(ratios, 0.75):F2}) |"));
                }

                report.AppendLine();
                Throughput(report, rounds, payloads, blockPack.GetRequiredService<HybridCache>(), json.GetRequiredService<HybridCache>());
                report.AppendLine();
                LargeValue(report, configuration);
                report.AppendLine();
                report.AppendLine("Not measured yet: FusionCache latency and throughput (only its stored bytes are measured). The 10,000-operation load test with a Redis restart is a test, not a measurement: docs/caching.md.");
                string folder = System.IO.Path.Combine(resultsDirectory, "caching");
                System.IO.Directory.CreateDirectory(folder);
                string file = System.IO.Path.Combine(folder, "caching.md");
                System.IO.File.WriteAllText(file, report.ToString());
                Console.WriteLine($"Results: {file} (scripts/benchmarks/report.py puts it into docs/benchmarks.md)");
                return 0;
            }
            finally
            {
                redis.Dispose();
            }
        }

        /// <summary>
        /// The 64 MB value of the large-payload benchmarks, first through the HybridCache serializer alone (written into a
        /// 64 KB-chunked buffer and read back from the multi-segment sequence, as HybridCache hands them over), then
        /// through HybridCache and Redis. LOH allocation ticks by type (LohAllocationListener).
        /// </summary>
        private static void LargeValue(System.Text.StringBuilder report, string configuration)
        {
            IntKeyRecord[] large = RecordFactory.IntKey(BlockPack.Benchmarks.Benchmarks.LargePayloadBenchmarks.RecordCount);

            // The value is a little over UntrustedData's 64 MiB decompression limit, which a cache of such values raises.
            var options = new BlockPack.Caching.BlockPackCacheOptions();
            options.SerializerOptions = options.SerializerOptions.WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumDecompressedSize(128L << 20));
            var serializer = new BlockPack.Caching.BlockPackHybridCacheSerializer<IntKeyRecord[]>(options);
            using ServiceProvider host = Host(configuration, withBlockPack: true, options.SerializerOptions);
            HybridCache cache = host.GetRequiredService<HybridCache>();
            using var listener = new LohAllocationListener();

            (long Ticks, string Types, long Bytes) SerializerRoundTrip()
            {
                listener.Start();
                using var buffer = new ChunkedBufferWriter();
                serializer.Serialize(large, buffer);
                ReadOnlySequence<byte> sequence = buffer.ToSequence();
                IntKeyRecord[] back = serializer.Deserialize(sequence);
                if (back.Length != large.Length || back[^1].Id != large[^1].Id)
                {
                    throw new InvalidOperationException("the 64 MB value did not round-trip");
                }

                IReadOnlyList<string> seen = listener.Stop();
                return (seen.Count, LohAllocationListener.CountByType(seen), sequence.Length);
            }

            SerializerRoundTrip();
            var direct = SerializerRoundTrip();

            string key = "large:" + Guid.NewGuid().ToString("N");
            cache.SetAsync(key, large, L2Only).AsTask().GetAwaiter().GetResult();
            listener.Start();
            IntKeyRecord[] viaRedis = cache.GetOrCreateAsync<IntKeyRecord[]>(key, _ => throw new InvalidOperationException("miss"), L2Only).AsTask().GetAwaiter().GetResult();
            IReadOnlyList<string> redisLarge = listener.Stop();
            long redisTicks = redisLarge.Count;
            string redisTypes = LohAllocationListener.CountByType(redisLarge);
            if (viaRedis.Length != large.Length)
            {
                throw new InvalidOperationException("the 64 MB value did not come back from Redis");
            }

            report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"64 MB value (the large-payload benchmarks' {large.Length:N0} records; {direct.Bytes:N0} bytes as a cache entry). LOH allocation ticks (one per ~100 KB allocated on the LOH) with the types that raised them:"));
            report.AppendLine();
            report.AppendLine("| Path | LOH ticks | Types |");
            report.AppendLine("| --- | ---: | --- |");
            report.AppendLine($"| BlockPackHybridCacheSerializer: serialize into a 64 KB-chunked buffer, deserialize from the multi-segment sequence | {direct.Ticks} | {(direct.Types.Length == 0 ? "none" : direct.Types)} |");
            report.AppendLine($"| HybridCache hit through Redis (L1 off) | {redisTicks} | {(redisTypes.Length == 0 ? "none" : redisTypes)} |");
            report.AppendLine();
            report.AppendLine("The deserialized `IntKeyRecord[]` itself is a large object whatever the serializer. Through Redis, the Redis client and HybridCache hold the whole entry as one array, and the listener cannot tell whose code raised a `System.Byte[]` tick; the first row is BlockPack's share on the same value, measured alone.");
        }

        /// <summary>Bytes FusionCache stores for the same values with BlockPack's serializer and its own System.Text.Json one.</summary>
        private static void FusionSizes(System.Text.StringBuilder report, string configuration, IDatabase db, IntKeyRecord[] orders, SmallObject small)
        {
            report.AppendLine("FusionCache 2.9.0 (distributed level on the same Redis; the entry includes FusionCache's own metadata):");
            report.AppendLine();
            report.AppendLine("| Payload | BlockPackFusionCacheSerializer bytes | FusionCacheSystemTextJsonSerializer bytes | STJ / BlockPack |");
            report.AppendLine("| --- | ---: | ---: | ---: |");
            IServer server = db.Multiplexer.GetServers()[0];
            foreach ((string name, object value) in new (string, object)[] { ("10,000 records", orders), ("small object", small) })
            {
                var sizes = new List<long>();
                foreach (ZiggyCreatures.Caching.Fusion.Serialization.IFusionCacheSerializer serializer in new ZiggyCreatures.Caching.Fusion.Serialization.IFusionCacheSerializer[]
                {
                    new BlockPack.Caching.BlockPackFusionCacheSerializer(),
                    new ZiggyCreatures.Caching.Fusion.Serialization.SystemTextJson.FusionCacheSystemTextJsonSerializer(),
                })
                {
                    using var l2 = new Microsoft.Extensions.Caching.StackExchangeRedis.RedisCache(new Microsoft.Extensions.Caching.StackExchangeRedis.RedisCacheOptions { Configuration = configuration, InstanceName = Prefix });
                    using var fusion = new ZiggyCreatures.Caching.Fusion.FusionCache(new ZiggyCreatures.Caching.Fusion.FusionCacheOptions());
                    fusion.SetupDistributedCache(l2, serializer);
                    string key = "fusion-" + Guid.NewGuid().ToString("N");
                    if (value is IntKeyRecord[] records)
                    {
                        fusion.Set(key, records);
                    }
                    else
                    {
                        fusion.Set(key, (SmallObject)value);
                    }

                    RedisKey stored = server.Keys(pattern: "*" + key + "*").Single();
                    sizes.Add(db.HashStringLength(stored, "data"));
                }

                report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| {name} | {sizes[0]:N0} | {sizes[1]:N0} | {(double)sizes[1] / sizes[0]:F2} |"));
            }
        }

        /// <summary>L2 hits (L1 off) from 16 concurrent callers; hits per second, paired rounds in alternating order.</summary>
        private static void Throughput(System.Text.StringBuilder report, int rounds, (string Name, Func<HybridCache, string, ValueTask<int>> Hit, Func<HybridCache, string, ValueTask> Store)[] payloads, HybridCache blockPack, HybridCache json)
        {
            const int Callers = 16;
            report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"Throughput: {Callers} concurrent callers, each repeating an L2 hit on its own key (one key for all would be served by HybridCache's shared in-flight fetch); hits per second, median over {rounds} paired rounds:"));
            report.AppendLine();
            report.AppendLine("| Payload | BlockPack hits/s | System.Text.Json hits/s | BlockPack / STJ, median (quartiles) |");
            report.AppendLine("| --- | ---: | ---: | ---: |");
            foreach (var p in payloads)
            {
                int perCaller = p.Name.StartsWith("small", StringComparison.Ordinal) ? 50 : 1;
                string bpKey = "BlockPack:" + p.Name, jsonKey = "System.Text.Json:" + p.Name;
                for (int caller = 0; caller < Callers; caller++)
                {
                    p.Store(blockPack, bpKey + ":" + caller).AsTask().GetAwaiter().GetResult();
                    p.Store(json, jsonKey + ":" + caller).AsTask().GetAwaiter().GetResult();
                }

                double Rate(HybridCache cache, string key)
                {
                    var clock = Stopwatch.StartNew();
                    Task.WhenAll(Enumerable.Range(0, Callers).Select(caller => Task.Run(async () =>
                    {
                        for (int i = 0; i < perCaller; i++)
                        {
                            await p.Hit(cache, key + ":" + caller);
                        }
                    }))).GetAwaiter().GetResult();
                    return Callers * perCaller / clock.Elapsed.TotalSeconds;
                }

                Rate(blockPack, bpKey);
                Rate(json, jsonKey);
                var bp = new List<double>();
                var stj = new List<double>();
                var ratios = new List<double>();
                for (int round = 0; round < rounds; round++)
                {
                    double a, b;
                    if (round % 2 == 0)
                    {
                        a = Rate(blockPack, bpKey);
                        b = Rate(json, jsonKey);
                    }
                    else
                    {
                        b = Rate(json, jsonKey);
                        a = Rate(blockPack, bpKey);
                    }

                    bp.Add(a);
                    stj.Add(b);
                    ratios.Add(a / b);
                }

                report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| {p.Name} | {Stats.Median(bp):N0} | {Stats.Median(stj):N0} | **{Stats.Median(ratios):F2}** ({Stats.Quantile(ratios, 0.25):F2}–{Stats.Quantile(ratios, 0.75):F2}) |"));
            }
        }

        private static string LoadAverage()
        {
            try
            {
                return System.IO.File.ReadAllText("/proc/loadavg").Split(' ')[0];
            }
            catch (System.IO.IOException)
            {
                return "unknown";
            }
        }

        private static double Time(Func<HybridCache, string, ValueTask<int>> hit, HybridCache cache, string key, int batch)
        {
            var clock = Stopwatch.StartNew();
            for (int i = 0; i < batch; i++)
            {
                hit(cache, key).AsTask().GetAwaiter().GetResult();
            }

            return clock.Elapsed.TotalMilliseconds * 1000 / batch;
        }

        private static ServiceProvider Host(string configuration, bool withBlockPack, MessagePackSerializerOptions? serializerOptions = null)
        {
            var services = new ServiceCollection();
            services.AddStackExchangeRedisCache(o =>
            {
                o.Configuration = configuration;
                o.InstanceName = Prefix;
            });
            IHybridCacheBuilder builder = services.AddHybridCache(o => o.MaximumPayloadBytes = 256 << 20);
            if (withBlockPack)
            {
                builder.AddBlockPackSerializer(o => o.SerializerOptions = serializerOptions ?? o.SerializerOptions);
            }

            return services.BuildServiceProvider();
        }
    }
}
