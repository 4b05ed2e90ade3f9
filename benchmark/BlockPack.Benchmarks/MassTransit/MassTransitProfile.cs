using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.MassTransit;
using BlockPack.MassTransit.Tests;
using BlockPack.Sandbox.Model;
using global::MassTransit;

namespace BlockPack.Benchmarks.MassTransit
{
    /// <summary>
    /// <c>measure masstransit N</c>: consumed messages per second and body bytes per message through one private
    /// rabbitmq-server, BlockPack.MassTransit against MassTransit's default System.Text.Json envelope serializer, for
    /// an order batch of about 1 KB and one of about 100 KB. One bus per serializer, each sending to its own queue
    /// and consuming it (the consumer reads the message, so it is deserialized); per round the four cases run back
    /// to back in alternating order, and the ratio is the median of the per-round ratios.
    /// </summary>
    internal static class MassTransitProfile
    {
        private static readonly TimeSpan Wait = TimeSpan.FromMinutes(3);

        internal static int Run(int rounds)
        {
            using RabbitMqServer server = RabbitMqServer.Start();
            Console.WriteLine($"rabbitmq-server on 127.0.0.1:{server.Port} up in {server.StartTime.TotalSeconds:F1} s");
            RunAsync(server, rounds).GetAwaiter().GetResult();
            return 0;
        }

        private static async Task RunAsync(RabbitMqServer server, int rounds)
        {
            var sizes = new[] { (Name: "1 KB", Batch: BatchOf(1024), Messages: 3000), (Name: "100 KB", Batch: BatchOf(100 * 1024), Messages: 400) };
            var blockPack = await Endpoint.StartAsync(server, "BlockPack", cfg => cfg.UseBlockPackSerializer());
            var json = await Endpoint.StartAsync(server, "System.Text.Json", _ => { });
            try
            {
                var results = new Dictionary<(string Size, string Format), List<double>>();
                foreach (var size in sizes)
                {
                    // Warm-up: JIT, connections, pools.
                    await blockPack.RunAsync(size.Batch, size.Messages / 4);
                    await json.RunAsync(size.Batch, size.Messages / 4);
                    results[(size.Name, blockPack.Name)] = new List<double>();
                    results[(size.Name, json.Name)] = new List<double>();
                }

                for (int round = 0; round < rounds; round++)
                {
                    foreach (var size in sizes)
                    {
                        Endpoint[] order = round % 2 == 0 ? new[] { blockPack, json } : new[] { json, blockPack };
                        foreach (Endpoint endpoint in order)
                        {
                            results[(size.Name, endpoint.Name)].Add(await endpoint.RunAsync(size.Batch, size.Messages));
                        }
                    }
                }

                var table = new ResultTable("message", "orders", "serializer", "body bytes/msg", "consumed msgs/s (median)", "min", "max", "BlockPack ÷ JSON msgs/s (median of rounds)", "bytes ÷ JSON");
                foreach (var size in sizes)
                {
                    List<double> bp = results[(size.Name, blockPack.Name)], js = results[(size.Name, json.Name)];
                    double ratio = Stats.MedianRatio(bp, js);
                    long bpBytes = blockPack.BodyBytes(size.Batch), jsBytes = json.BodyBytes(size.Batch);
                    table.Add(size.Name, size.Batch.Orders.Count, blockPack.Name, bpBytes, Stats.Median(bp).ToString("F0"), bp.Min().ToString("F0"), bp.Max().ToString("F0"), ratio.ToString("F2") + "×", ((double)bpBytes / jsBytes).ToString("F3"));
                    table.Add(size.Name, size.Batch.Orders.Count, json.Name, jsBytes, Stats.Median(js).ToString("F0"), js.Min().ToString("F0"), js.Max().ToString("F0"), "", "");
                }

                table.Print($"MassTransit 8.5.12 over rabbitmq-server (127.0.0.1), {rounds} paired rounds of {string.Join(" / ", sizes.Select(s => $"{s.Messages} × {s.Name}"))}; {ResultTable.Conditions()}");
            }
            finally
            {
                await blockPack.StopAsync();
                await json.StopAsync();
            }
        }

        /// <summary>The smallest batch of demo orders whose plain MessagePack is at least <paramref name="bytes"/>.</summary>
        private static OrderBatch BatchOf(int bytes)
        {
            List<Order> all = OrderGenerator.Create(2000);
            int count = 1;
            while (MessagePackSerializer.Serialize(new OrderBatch { Orders = all.Take(count).ToList() }).Length < bytes)
            {
                count++;
            }

            return new OrderBatch { Orders = all.Take(count).ToList() };
        }

        /// <summary>One bus with one serializer, sending to and consuming its own queue.</summary>
        private sealed class Endpoint
        {
            private readonly IBusControl bus;
            private readonly ISendEndpoint target;
            private readonly Dictionary<int, long> bodyBytes = new Dictionary<int, long>();
            private int expected;
            private int consumed;
            private TaskCompletionSource done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);

            private Endpoint(string name, IBusControl bus, ISendEndpoint target, Holder holder)
            {
                this.Name = name;
                this.bus = bus;
                this.target = target;
                holder.Endpoint = this;
            }

            internal string Name { get; }

            internal static async Task<Endpoint> StartAsync(RabbitMqServer server, string name, Action<IRabbitMqBusFactoryConfigurator> configure)
            {
                string queue = $"measure-{name.Replace('.', '-').ToLowerInvariant()}-{Guid.NewGuid():N}";
                var holder = new Holder();
                IBusControl bus = Bus.Factory.CreateUsingRabbitMq(cfg =>
                {
                    server.ConfigureHost(cfg);
                    configure(cfg);
                    cfg.ReceiveEndpoint(queue, e =>
                    {
                        e.PrefetchCount = 32;
                        e.Handler<OrderBatch>(ctx => holder.Endpoint!.Consumed(ctx));
                    });
                });
                using var timeout = new CancellationTokenSource(Wait);
                await bus.StartAsync(timeout.Token);
                return new Endpoint(name, bus, await bus.GetSendEndpoint(new Uri($"queue:{queue}")), holder);
            }

            internal long BodyBytes(OrderBatch batch) => this.bodyBytes[batch.Orders.Count];

            /// <summary>Sends <paramref name="messages"/> copies of the batch (64 sends in flight) and returns consumed messages per second.</summary>
            internal async Task<double> RunAsync(OrderBatch batch, int messages)
            {
                this.expected = messages;
                this.consumed = 0;
                this.done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
                var clock = Stopwatch.StartNew();
                var inFlight = new List<Task>(64);
                for (int i = 0; i < messages; i++)
                {
                    inFlight.Add(this.target.Send(batch));
                    if (inFlight.Count == 64)
                    {
                        await Task.WhenAll(inFlight);
                        inFlight.Clear();
                    }
                }

                await Task.WhenAll(inFlight);
                await this.done.Task.WaitAsync(Wait);
                return messages / clock.Elapsed.TotalSeconds;
            }

            internal Task StopAsync() => this.bus.StopAsync();

            private Task Consumed(ConsumeContext<OrderBatch> context)
            {
                int count = context.Message.Orders.Count;
                lock (this.bodyBytes)
                {
                    this.bodyBytes[count] = context.ReceiveContext.Body.Length ?? context.ReceiveContext.Body.GetBytes().Length;
                }

                if (Interlocked.Increment(ref this.consumed) == this.expected)
                {
                    this.done.TrySetResult();
                }

                return Task.CompletedTask;
            }

            /// <summary>Lets the receive endpoint, configured before the endpoint object exists, reach it.</summary>
            private sealed class Holder
            {
                internal Endpoint? Endpoint { get; set; }
            }
        }
    }
}
