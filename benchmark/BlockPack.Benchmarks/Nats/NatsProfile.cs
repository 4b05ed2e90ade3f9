using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using BlockPack.Nats;
using BlockPack.Nats.Tests;
using BlockPack.Sandbox.Model;
using BlockPack.Tests.Compression;
using NATS.Client.Core;
using NATS.Client.Serializers.Json;

namespace BlockPack.Benchmarks.Nats
{
    /// <summary>
    /// BlockPack.Nats against the NATS JSON serializer (<c>measure nats N</c>): one nats-server on 127.0.0.1 and a free
    /// port, one publishing and one subscribing connection per serializer, batches of the demo's orders as 1 KB and
    /// 100 KB messages published and received through the server. Each of N rounds runs one batch per serializer,
    /// alternating which goes first, so load from other work on this shared machine falls on both alike; the ratios are
    /// the medians of the per-round ratios. Then the Large Object Heap check of a 16 MB message (the server's
    /// <c>max_payload</c> is raised to 32 MB for it: the NATS default is 1 MB).
    /// </summary>
    internal static class NatsProfile
    {
        private const long MaxPayload = 32L * 1024 * 1024;

        internal static int Run(int rounds, string resultsDirectory)
        {
            rounds = Math.Max(rounds, 3);
            string directory = Path.Combine(Path.GetTempPath(), "blockpack-nats-bench-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(directory);
            using var server = new NatsNode("bench", NatsNode.FreePort(), 0, directory);
            try
            {
                server.WriteConfig(clusterName: null, Array.Empty<int>(), MaxPayload, jetStream: false);
                server.Start();
                return RunAsync(server.Url, rounds, resultsDirectory).GetAwaiter().GetResult();
            }
            finally
            {
                server.Kill();
                Directory.Delete(directory, recursive: true);
            }
        }

        private static async Task<int> RunAsync(string url, int rounds, string resultsDirectory)
        {
            var sides = new[]
            {
                await Side.ConnectAsync("BlockPack.Nats", url, new BlockPackNatsSerializerRegistry()),
                await Side.ConnectAsync("NatsJsonSerializerRegistry", url, NatsJsonSerializerRegistry.Default),
            };
            try
            {
                var payloads = new (string Name, Order[] Orders, int Batch)[]
                {
                    ("1 KB", OrderGenerator.Create(4).ToArray(), 4_000),
                    ("100 KB", OrderGenerator.Create(400).ToArray(), 150),
                };

                var report = new StringBuilder();
                report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"`dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- measure nats {rounds}` on {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC; {ResultTable.Conditions()}. The machine is shared with other engineers' builds and tests: the absolute rates move with their load, the paired ratios much less."));
                report.AppendLine();
                report.AppendLine("| Message | BlockPack bytes | JSON bytes | bytes ratio | BlockPack msg/s | JSON msg/s | msg/s ratio (quartiles) |");
                report.AppendLine("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
                foreach ((string name, Order[] orders, int batch) in payloads)
                {
                    int[] sizes = sides.Select(s => s.PayloadBytes(orders)).ToArray();
                    foreach (Side side in sides)
                    {
                        await side.CheckRoundTripAsync(orders);
                        await side.BatchAsync(orders, batch / 2);
                    }

                    var rates = sides.Select(_ => new List<double>()).ToArray();
                    for (int round = 0; round < rounds; round++)
                    {
                        for (int k = 0; k < sides.Length; k++)
                        {
                            int index = (round + k) % sides.Length;
                            double seconds = await sides[index].BatchAsync(orders, batch);
                            rates[index].Add(batch / seconds);
                        }
                    }

                    List<double> ratios = rates[0].Zip(rates[1], (a, b) => a / b).ToList();
                    string row = string.Create(CultureInfo.InvariantCulture, $"| {name} ({orders.Length} orders) | {sizes[0]:N0} | {sizes[1]:N0} | **{(double)sizes[0] / sizes[1]:F2}×** | {Stats.Median(rates[0]):N0} | {Stats.Median(rates[1]):N0} | **{Stats.Median(ratios):F2}×** ({Stats.Quantile(ratios, 0.25):F2}–{Stats.Quantile(ratios, 0.75):F2}) |");
                    report.AppendLine(row);
                    Console.WriteLine(row);
                }

                report.AppendLine();
                report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"Bytes are the message payload each serializer writes (NATS adds the same protocol line and subject to both). A rate is messages published by one connection and received and deserialized by another, through the server, per second of the batch; {rounds} rounds."));
                report.AppendLine();
                SerializersAlone(report, sides, payloads.Select(p => (p.Name, p.Orders)).ToArray(), rounds);
                report.AppendLine();
                await LargeMessageAsync(report, sides[0]);

                string file = Path.Combine(resultsDirectory, "nats", "nats.md");
                Directory.CreateDirectory(Path.GetDirectoryName(file)!);
                File.WriteAllText(file, report.ToString());
                Console.WriteLine(report.ToString());
                Console.WriteLine($"Results: {file}");
                return 0;
            }
            finally
            {
                foreach (Side side in sides)
                {
                    await side.DisposeAsync();
                }
            }
        }

        /// <summary>
        /// The serializers without the client and server: one message written into a reused buffer and read back (what
        /// a message costs its publisher and its subscriber in serialization), in paired rounds of about 50 ms each.
        /// </summary>
        private static void SerializersAlone(StringBuilder report, Side[] sides, (string Name, Order[] Orders)[] payloads, int rounds)
        {
            report.AppendLine("The serializers alone (no client, no server): one message written into a reused buffer and read back from it, µs per message, median over paired rounds (each round times both, alternating which goes first):");
            report.AppendLine();
            report.AppendLine("| Message | BlockPack µs | JSON µs | JSON ÷ BlockPack (quartiles) |");
            report.AppendLine("| --- | ---: | ---: | ---: |");
            foreach ((string name, Order[] orders) in payloads)
            {
                var buffer = new ArrayBufferWriter<byte>(1024 * 1024);
                Action[] cases = sides.Select(side => (Action)(() =>
                {
                    buffer.ResetWrittenCount();
                    side.Registry.GetSerializer<Order[]>().Serialize(buffer, orders);
                    if (side.Registry.GetDeserializer<Order[]>().Deserialize(new ReadOnlySequence<byte>(buffer.WrittenMemory))!.Length != orders.Length)
                    {
                        throw new InvalidOperationException($"{side.Name} did not read its own message back.");
                    }
                })).ToArray();
                var single = Stopwatch.StartNew();
                cases[1]();
                int calls = (int)Math.Clamp(0.05 / Math.Max(single.Elapsed.TotalSeconds, 1e-7), 1, 100_000);
                RoundTimes times = PairedRounds.Run(cases, rounds, calls, warmUpRounds: 3);
                List<double> ratios = times.Of(1).Zip(times.Of(0), (json, blockPack) => json / blockPack).ToList();
                string row = string.Create(CultureInfo.InvariantCulture, $"| {name} | {times.Median(0) * 1e6:F1} | {times.Median(1) * 1e6:F1} | **{Stats.Median(ratios):F2}×** ({Stats.Quantile(ratios, 0.25):F2}–{Stats.Quantile(ratios, 0.75):F2}) |");
                report.AppendLine(row);
                Console.WriteLine(row);
            }
        }

        /// <summary>
        /// A 16 MB message: BlockPack's serializer alone (written into a 64 KB-chunked buffer, read back from the
        /// multi-segment sequence, as the client hands them over), then published and received through the server.
        /// LOH allocation ticks by the type that raised them.
        /// </summary>
        private static async Task LargeMessageAsync(StringBuilder report, Side blockPack)
        {
            Order[] orders = OrderGenerator.Create(51_400).ToArray();
            long plain = MessagePackSerializer.Serialize(orders, MessagePackSerializerOptions.Standard).LongLength;
            var serializer = new BlockPackNatsSerializer<Order[]>();
            using var listener = new LohAllocationListener();

            long Alone()
            {
                using var buffer = new ChunkedBufferWriter();
                serializer.Serialize(buffer, orders);
                ReadOnlySequence<byte> sequence = buffer.ToSequence();
                Order[] back = serializer.Deserialize(sequence)!;
                if (OrderComparer.FirstDifference(orders, back) >= 0)
                {
                    throw new InvalidOperationException("the 16 MB message did not round-trip");
                }

                return sequence.Length;
            }

            Alone();
            long wire = 0;
            IReadOnlyList<string> aloneLarge = listener.Measure(() => wire = Alone());
            (long Ticks, long Bytes, string Types) alone = (aloneLarge.Count, listener.MeasuredBytes, LohAllocationListener.CountByType(aloneLarge));

            await blockPack.CheckRoundTripAsync(orders);
            IReadOnlyList<string> natsLarge = await listener.MeasureAsync(() => blockPack.CheckRoundTripAsync(orders));
            (long Ticks, long Bytes, string Types) nats = (natsLarge.Count, listener.MeasuredBytes, LohAllocationListener.CountByType(natsLarge));

            report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"16 MB message ({orders.Length:N0} orders, {plain:N0} bytes of plain MessagePack, {wire:N0} bytes as BlockPack's payload; the server runs with `max_payload: {MaxPayload}`, since a NATS server accepts 1 MB by default and 64 MB at most). Large Object Heap allocation ticks (one per ~100 KB allocated there) and the types that raised them, after one untimed warm-up:"));
            report.AppendLine();
            report.AppendLine("| Path | LOH ticks | LOH bytes the ticks report | Types |");
            report.AppendLine("| --- | ---: | ---: | --- |");
            report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| BlockPackNatsSerializer alone: serialize into a 64 KB-chunked buffer, deserialize from the multi-segment sequence | {alone.Ticks} | {alone.Bytes:N0} | {(alone.Types.Length == 0 ? "none" : alone.Types)} |"));
            report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"| Published and received through nats-server with BlockPack.Nats | {nats.Ticks} | {nats.Bytes:N0} | {(nats.Types.Length == 0 ? "none" : nats.Types)} |"));
            report.AppendLine();
            report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"The deserialized `Order[]` of {orders.Length:N0} references is itself a large object, whatever the serializer. The listener cannot tell whose code raised a tick: the first row is BlockPack's share, its serializer alone on the same message; the `System.Byte[]` ticks of the second row beyond it come from the NATS client's own send and receive buffering of a message this size."));
        }

        /// <summary>One serializer's publishing and subscribing connections.</summary>
        private sealed class Side : IAsyncDisposable
        {
            private readonly NatsConnection publisher;
            private readonly NatsConnection subscriber;
            private readonly string subject;
            private INatsSub<Order[]>? subscription;

            private Side(string name, INatsSerializerRegistry registry, NatsConnection publisher, NatsConnection subscriber)
            {
                this.Name = name;
                this.Registry = registry;
                this.publisher = publisher;
                this.subscriber = subscriber;
                this.subject = "bench." + Guid.NewGuid().ToString("N");
            }

            internal string Name { get; }

            internal INatsSerializerRegistry Registry { get; }

            internal static async Task<Side> ConnectAsync(string name, string url, INatsSerializerRegistry registry)
            {
                NatsOpts opts = NatsOpts.Default with
                {
                    Url = url,
                    Name = name,
                    SerializerRegistry = registry,
                    SubPendingChannelFullMode = System.Threading.Channels.BoundedChannelFullMode.Wait,
                    SubPendingChannelCapacity = 8192,
                };
                var publisher = new NatsConnection(opts);
                var subscriber = new NatsConnection(opts);
                await publisher.ConnectAsync();
                await subscriber.ConnectAsync();
                var side = new Side(name, registry, publisher, subscriber);
                side.subscription = await subscriber.SubscribeCoreAsync<Order[]>(side.subject);
                await subscriber.PingAsync();
                return side;
            }

            internal int PayloadBytes(Order[] orders)
            {
                var buffer = new ArrayBufferWriter<byte>();
                this.Registry.GetSerializer<Order[]>().Serialize(buffer, orders);
                return buffer.WrittenCount;
            }

            internal async Task CheckRoundTripAsync(Order[] orders)
            {
                await this.publisher.PublishAsync(this.subject, orders);
                NatsMsg<Order[]> msg = await this.subscription!.Msgs.ReadAsync();
                msg.EnsureSuccess();
                if (OrderComparer.FirstDifference(orders, msg.Data!) >= 0)
                {
                    throw new InvalidOperationException($"{this.Name}: a message came back different.");
                }
            }

            /// <summary>Publishes <paramref name="count"/> messages and receives them; returns seconds.</summary>
            internal async Task<double> BatchAsync(Order[] orders, int count)
            {
                var clock = Stopwatch.StartNew();
                Task publishing = Task.Run(async () =>
                {
                    for (int i = 0; i < count; i++)
                    {
                        await this.publisher.PublishAsync(this.subject, orders);
                    }
                });
                for (int i = 0; i < count; i++)
                {
                    NatsMsg<Order[]> msg = await this.subscription!.Msgs.ReadAsync();
                    if (msg.Error is not null || msg.Data!.Length != orders.Length)
                    {
                        throw new InvalidOperationException($"{this.Name}: message {i} failed: {msg.Error}");
                    }
                }

                await publishing;
                return clock.Elapsed.TotalSeconds;
            }

            public async ValueTask DisposeAsync()
            {
                if (this.subscription is not null)
                {
                    await this.subscription.DisposeAsync();
                }

                await this.publisher.DisposeAsync();
                await this.subscriber.DisposeAsync();
            }
        }
    }
}
