using System;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Hosting;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Orleans;
using StackExchange.Redis;
using static BlockPack.OrleansCluster.Placement.SiloPortPlacementDirector;
using BlockPackModels = BlockPack.OrleansCluster.Models;
using JsonModels = BlockPack.OrleansCluster.Models.Json;
using OrleansModels = BlockPack.OrleansCluster.Models.OrleansDefault;

namespace BlockPack.OrleansCluster.ClusterHost
{
    /// <summary>
    /// The client process of the benchmark's <c>orleans</c> mode (benchmark/BlockPack.Benchmarks/Orleans):
    /// <c>bench-client --redis HOST:PORT --cluster ID --silo-a PORT --silo-b PORT [--rounds N] [--seconds S]
    /// [--callers N] [--state-rounds N]</c>. Relays each value from a grain in silo A to a grain in silo B with N
    /// concurrent callers, the three serializers alternating in a rotated order each round, and prints one line per
    /// measurement for the mode to summarize: <c>CALLS</c>, <c>BYTES</c>, <c>STATE</c> and <c>LOH</c>.
    /// </summary>
    internal static class BenchmarkClient
    {
        private static readonly string[] Serializers = { "blockpack", "orleans", "json" };

        /// <summary>Runs the benchmark.</summary>
        /// <param name="args">Its arguments.</param>
        /// <returns>The exit code.</returns>
        internal static async Task<int> Run(string[] args)
        {
            string redis = Arg(args, "--redis", string.Empty);
            string cluster = Arg(args, "--cluster", string.Empty);
            int siloA = int.Parse(Arg(args, "--silo-a", "0"), CultureInfo.InvariantCulture);
            int siloB = int.Parse(Arg(args, "--silo-b", "0"), CultureInfo.InvariantCulture);
            int rounds = int.Parse(Arg(args, "--rounds", "5"), CultureInfo.InvariantCulture);
            double seconds = double.Parse(Arg(args, "--seconds", "3"), CultureInfo.InvariantCulture);
            int callers = int.Parse(Arg(args, "--callers", "16"), CultureInfo.InvariantCulture);
            int stateRounds = int.Parse(Arg(args, "--state-rounds", "5"), CultureInfo.InvariantCulture);

            HostApplicationBuilder builder = Host.CreateApplicationBuilder();
            builder.Logging.ClearProviders();
            builder.UseOrleansClient(client => ClusterClient.Configure(client, redis, cluster));
            using IHost host = builder.Build();
            await host.StartAsync();
            IClusterClient client = host.Services.GetRequiredService<IClusterClient>();
            global::Orleans.Serialization.Serializer serializer = host.Services.GetRequiredService<global::Orleans.Serialization.Serializer>();
            using ConnectionMultiplexer redisClient = await ConnectionMultiplexer.ConnectAsync(redis);

            var copier = host.Services.GetRequiredService<global::Orleans.Serialization.DeepCopier>();
            var cases = new (string Name, Func<string, Func<Task<double>>> Runner, Func<string, int> Bytes)[]
            {
                ("orders100", s => Runner(client, s, "orders100", siloA, siloB, callers, seconds,
                    BlockPackModels.BenchmarkValues.Orders("batch", 1, 100), OrleansModels.BenchmarkValues.Orders("batch", 1, 100), JsonModels.BenchmarkValues.Orders("batch", 1, 100)),
                    s => Bytes(serializer, copier, "orders100", s, BlockPackModels.BenchmarkValues.Orders("batch", 1, 100), OrleansModels.BenchmarkValues.Orders("batch", 1, 100), JsonModels.BenchmarkValues.Orders("batch", 1, 100))),
                ("report1mb", s => Runner(client, s, "report1mb", siloA, siloB, callers, seconds,
                    BlockPackModels.BenchmarkValues.Report("report", 1_000_000), OrleansModels.BenchmarkValues.Report("report", 1_000_000), JsonModels.BenchmarkValues.Report("report", 1_000_000)),
                    s => Bytes(serializer, copier, "report1mb", s, BlockPackModels.BenchmarkValues.Report("report", 1_000_000), OrleansModels.BenchmarkValues.Report("report", 1_000_000), JsonModels.BenchmarkValues.Report("report", 1_000_000))),
            };

            foreach (var c in cases)
            {
                foreach (string s in Serializers)
                {
                    Console.WriteLine(Invariant($"BYTES case={c.Name} serializer={s} bytes={c.Bytes(s)}"));
                }
            }

            // Round 0 warms every path (activations, codecs, JIT) and is not reported.
            for (int round = 0; round <= rounds; round++)
            {
                foreach (var c in cases)
                {
                    for (int k = 0; k < Serializers.Length; k++)
                    {
                        string s = Serializers[(k + round) % Serializers.Length];
                        double callsPerSecond = await c.Runner(s)();
                        if (round > 0)
                        {
                            Console.WriteLine(Invariant($"CALLS round={round} case={c.Name} serializer={s} callsPerSecond={callsPerSecond:F1}"));
                        }
                    }
                }
            }

            await MeasureState(client, redisClient.GetDatabase(), siloA, stateRounds);
            await MeasureLargeObjectHeap(client, siloA);
            await host.StopAsync(TimeSpan.FromSeconds(5));
            return 0;
        }

        private static Func<Task<double>> Runner<TBlockPack, TOrleans, TJson>(IClusterClient client, string serializer, string name, int siloA, int siloB, int callers, double seconds, TBlockPack blockPack, TOrleans orleans, TJson json)
            => serializer switch
            {
                "blockpack" => () => Calls(client, serializer + "-" + name, siloA, siloB, callers, seconds, blockPack),
                "orleans" => () => Calls(client, serializer + "-" + name, siloA, siloB, callers, seconds, orleans),
                _ => () => Calls(client, serializer + "-" + name, siloA, siloB, callers, seconds, json),
            };

        private static int Bytes<TBlockPack, TOrleans, TJson>(global::Orleans.Serialization.Serializer serializer, global::Orleans.Serialization.DeepCopier copier, string name, string serializerName, TBlockPack blockPack, TOrleans orleans, TJson json)
            => serializerName switch
            {
                "blockpack" => Costs(serializer, copier, name, serializerName, blockPack),
                "orleans" => Costs(serializer, copier, name, serializerName, orleans),
                _ => Costs(serializer, copier, name, serializerName, json),
            };

        /// <summary>
        /// What one call costs the client process before the network, each the median of 7 after 5 warm-up calls (one call left the first
        /// measured ones in tier-0 code): Orleans'
        /// deep copy of the argument (its proxies copy arguments before sending), serializing it, and deserializing it
        /// (what each receiving hop does). Prints a <c>COST</c> line; returns the serialized size.
        /// </summary>
        private static int Costs<T>(global::Orleans.Serialization.Serializer serializer, global::Orleans.Serialization.DeepCopier copier, string name, string serializerName, T value)
        {
            byte[] bytes = serializer.SerializeToArray(value);
            double copy = MedianMs(() => copier.Copy(value));
            double write = MedianMs(() => serializer.SerializeToArray(value));
            double read = MedianMs(() => serializer.Deserialize<T>(bytes));
            Console.WriteLine(Invariant($"COST case={name} serializer={serializerName} copyMs={copy:F3} serializeMs={write:F3} deserializeMs={read:F3}"));
            return bytes.Length;
        }

        private static double MedianMs(Func<object?> action)
        {
            for (int i = 0; i < 5; i++)
            {
                action();
            }

            double[] times = new double[7];
            for (int i = 0; i < times.Length; i++)
            {
                var clock = Stopwatch.StartNew();
                action();
                times[i] = clock.Elapsed.TotalMilliseconds;
            }

            Array.Sort(times);
            return times[times.Length / 2];
        }

        /// <summary>Runs <paramref name="callers"/> callers for <paramref name="seconds"/>, each through its own relay (silo A) and echo (silo B) grain.</summary>
        private static async Task<double> Calls<T>(IClusterClient client, string name, int siloA, int siloB, int callers, double seconds, T value)
        {
            long calls = 0;
            var clock = Stopwatch.StartNew();
            TimeSpan until = TimeSpan.FromSeconds(seconds);
            await Task.WhenAll(Enumerable.Range(0, callers).Select(async c =>
            {
                string grain = name + "-" + c.ToString(CultureInfo.InvariantCulture);
                IRelayGrain<T> relay = client.GetGrain<IRelayGrain<T>>(KeyOn(siloA, grain));
                string echo = KeyOn(siloB, grain);
                while (clock.Elapsed < until)
                {
                    if (await relay.Forward(value, echo) != 1)
                    {
                        throw new InvalidOperationException("The echo grain did not receive the value.");
                    }

                    Interlocked.Increment(ref calls);
                }
            }));
            return calls / clock.Elapsed.TotalSeconds;
        }

        /// <summary>
        /// A 10,000-order state through each storage serializer (BlockPack's, Orleans' default Newtonsoft.Json one, and
        /// Orleans' binary one): bytes in Redis and the time to activate with it, in rotated order.
        /// </summary>
        private static async Task MeasureState(IClusterClient client, IDatabase redis, int siloA, int rounds)
        {
            BlockPackModels.OrderBatch blockPack = BlockPackModels.BenchmarkValues.Orders("book", 1, 10_000);
            OrleansModels.OrderBatch orleans = OrleansModels.BenchmarkValues.Orders("book", 1, 10_000);
            string[] storages = { ClusterStorage.BlockPack, ClusterStorage.OrleansDefault, ClusterStorage.OrleansBinary };
            for (int round = 0; round <= rounds; round++)
            {
                for (int k = 0; k < storages.Length; k++)
                {
                    string storage = storages[(k + round) % storages.Length];
                    string key = KeyOn(siloA, "book-" + storage + "-" + round.ToString(CultureInfo.InvariantCulture));
                    Func<IPlacedGrain> grain;
                    Func<Task> write;
                    Func<Task<int>> count;
                    if (storage == ClusterStorage.BlockPack)
                    {
                        grain = () => client.GetGrain<IBookGrain<BlockPackModels.OrderBatch>>(key);
                        write = () => client.GetGrain<IBookGrain<BlockPackModels.OrderBatch>>(key).Write(blockPack);
                        count = () => client.GetGrain<IBookGrain<BlockPackModels.OrderBatch>>(key).Count();
                    }
                    else
                    {
                        IBookGrain<OrleansModels.OrderBatch> Book() => storage == ClusterStorage.OrleansDefault
                            ? client.GetGrain<IOrleansJsonBookGrain>(key)
                            : client.GetGrain<IOrleansBinaryBookGrain>(key);
                        grain = Book;
                        write = () => Book().Write(orleans);
                        count = () => Book().Count();
                    }

                    await write();
                    long stored = await redis.HashStringLengthAsync(ClusterSilo.StorageKey(storage, grain().GetGrainId()), "data");
                    await grain().Deactivate();
                    await Task.Delay(500);

                    var clock = Stopwatch.StartNew();
                    int loaded = await count();
                    double activationMs = clock.Elapsed.TotalMilliseconds;
                    if (loaded != 10_000 || stored == 0)
                    {
                        throw new InvalidOperationException($"The {storage} state stored {stored} bytes and loaded {loaded} orders.");
                    }

                    if (round > 0)
                    {
                        Console.WriteLine(Invariant($"STATE round={round} serializer={storage} storedBytes={stored} activationMs={activationMs:F2}"));
                    }
                }
            }
        }

        /// <summary>The Large Object Heap allocations of silo A's process while a 64 MB argument arrives (once to warm, once measured).</summary>
        private static async Task MeasureLargeObjectHeap(IClusterClient client, int siloA)
        {
            ILargeObjectHeapGrain grain = client.GetGrain<ILargeObjectHeapGrain>(KeyOn(siloA, "loh"));
            BlockPackModels.BulkValue value = Bulk(64_000_000);
            for (int attempt = 0; attempt < 2; attempt++)
            {
                await grain.Reset();
                long received = await grain.Take(value);
                BlockPackModels.LargeObjectHeapReport report = await grain.Read();
                if (attempt == 1)
                {
                    Console.WriteLine(Invariant($"LOH received={received} ticks={report.Ticks} bytes={report.Bytes} types={(report.Types.Length == 0 ? "-" : report.Types.Replace(' ', ','))}"));
                }
            }
        }

        private static BlockPackModels.BulkValue Bulk(int bytes)
        {
            var value = new BlockPackModels.BulkValue { Name = "loh", Chunks = new System.Collections.Generic.List<byte[]>() };
            var random = new Random(bytes);
            for (int left = bytes; left > 0; left -= 16_000)
            {
                byte[] chunk = new byte[Math.Min(16_000, left)];
                random.NextBytes(chunk.AsSpan(0, chunk.Length / 4));
                value.Chunks.Add(chunk);
            }

            return value;
        }

        private static string Arg(string[] args, string name, string fallback)
        {
            int i = Array.IndexOf(args, name);
            return i >= 0 && i + 1 < args.Length ? args[i + 1] : fallback;
        }

        private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
    }
}
