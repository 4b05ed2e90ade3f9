using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using System.Net;
using System.Text;
using System.Threading.Tasks;
using BlockPack.Benchmarks.Suite;
using BlockPack.SignalR;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http.Connections;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace BlockPack.Benchmarks.Web.SignalR
{
    /// <summary>
    /// BlockPack's SignalR hub protocol against the official MessagePack protocol and JSON (<c>--profile signalr N</c>):
    /// one Kestrel server on 127.0.0.1 offering all of them (and <c>blockpack-lz4</c>), one official .NET client per
    /// protocol over WebSockets, echo round trips of a 1 KB and a 100 KB payload with a fixed number in flight, timed as
    /// N rounds in which every protocol runs one equal batch, in rotating order. Bytes per message are the frames the
    /// protocols write for the invocation and its completion.
    /// </summary>
    internal static class SignalRProfile
    {
        private const int InFlight = 8;

        internal static int Run(int rounds, string resultsDirectory)
        {
            rounds = Math.Max(rounds, 3);
            WebApplication server = StartServer(out string url);
            try
            {
                return RunAgainst(url, rounds, resultsDirectory);
            }
            finally
            {
                server.StopAsync().GetAwaiter().GetResult();
                ((IDisposable)server).Dispose();
            }
        }

        private static int RunAgainst(string url, int rounds, string resultsDirectory)
        {
            var protocols = new (string Name, IHubProtocol Protocol, Action<IHubConnectionBuilder> Register)[]
            {
                ("BlockPack `messagepack`", new BlockPackHubProtocol(), b => b.Services.AddSingleton<IHubProtocol>(new BenchmarkBlockPackHubProtocol(Options.Create(new BlockPackHubProtocolOptions())))),
                ($"official `messagepack` (on MessagePack-CSharp {MessagePackPeer.Version})", new MessagePackHubProtocol(), b => b.AddMessagePackProtocol()),
                ("JSON (System.Text.Json)", new JsonHubProtocol(), _ => { }),
                ("BlockPack `blockpack-lz4`", new BlockPackLz4HubProtocol(), b => b.AddBlockPackLz4Protocol()),
            };
            var payloads = new (string Name, SignalROrder[] Orders, int Batch)[]
            {
                ("1 KB", SignalROrder.Create(8), 1_000),
                ("100 KB", SignalROrder.Create(780), 40),
            };

            var connections = protocols.Select(p => Connect(url, p.Register)).ToArray();
            try
            {
                var report = new StringBuilder();
                report.AppendLine("## SignalR: BlockPack.SignalR's hub protocol");
                report.AppendLine();
                report.AppendLine(string.Create(CultureInfo.InvariantCulture, $"`dotnet benchmark/BlockPack.Benchmarks/bin/Release/net10.0/BlockPack.Benchmarks.dll --profile signalr {rounds}` on {DateTime.UtcNow:yyyy-MM-dd} ({Environment.ProcessorCount} cores, load average when it started: {LoadAverage()}). One Kestrel server on 127.0.0.1 in the benchmark's process offers every protocol (BlockPack's `messagepack` under a second name, since the official protocol holds that one; same bytes); one official .NET client per protocol, over WebSockets, in the same process. The hub echoes an array of order objects (plain classes: the msgpack protocols write string-keyed maps, as SignalR users' payloads usually are); a round trip is two messages carrying the payload, the invocation and its completion. {InFlight} invocations in flight per client; each of {rounds} rounds runs one batch per protocol, the protocols in rotating order, so load from other work on this shared machine falls on all of them alike. The official protocol (Microsoft.AspNetCore.SignalR.Protocols.MessagePack 10.0.15) is built against MessagePack-CSharp 2.5; this build runs it on {MessagePackPeer.Version}."));
                report.AppendLine();
                report.AppendLine("Bytes per message: the frame each protocol writes (length prefix or record separator included; WebSocket framing adds 2 to 14 bytes to each):");
                report.AppendLine();
                report.AppendLine("| Payload | " + string.Join(" | ", protocols.Select(p => p.Name + " bytes")) + " |");
                report.AppendLine("| --- |" + string.Concat(protocols.Select(_ => " ---: |")));
                foreach (var payload in payloads)
                {
                    var invocation = new InvocationMessage("1", "Echo", new object?[] { payload.Orders });
                    var completion = CompletionMessage.WithResult("1", payload.Orders);
                    IEnumerable<string> cells = protocols.Select(p => string.Create(CultureInfo.InvariantCulture, $"{p.Protocol.GetMessageBytes(invocation).Length:N0} / {p.Protocol.GetMessageBytes(completion).Length:N0}"));
                    report.AppendLine($"| {payload.Name} ({payload.Orders.Length} orders; invocation / completion) | " + string.Join(" | ", cells) + " |");
                }

                report.AppendLine();
                report.AppendLine("Messages per second (two per echo round trip), median over rounds, and the per-round ratios' median (quartiles):");
                report.AppendLine();
                report.AppendLine("| Payload | " + string.Join(" | ", protocols.Select(p => p.Name + " msg/s")) + " | BlockPack ÷ official | BlockPack ÷ JSON | lz4 ÷ BlockPack |");
                report.AppendLine("| --- |" + string.Concat(protocols.Select(_ => " ---: |")) + " ---: | ---: | ---: |");
                foreach (var payload in payloads)
                {
                    // Warm-up: every client echoes, and the result is checked once.
                    foreach (HubConnection connection in connections)
                    {
                        SignalROrder[] echoed = connection.InvokeAsync<SignalROrder[]>("Echo", payload.Orders).GetAwaiter().GetResult();
                        if (echoed.Length != payload.Orders.Length || echoed[^1].Lines.Count != payload.Orders[^1].Lines.Count || echoed[^1].Placed != payload.Orders[^1].Placed)
                        {
                            throw new InvalidOperationException("An echo came back different.");
                        }

                        Batch(connection, payload.Orders, payload.Batch / 4);
                    }

                    var rates = protocols.Select(_ => new List<double>()).ToArray();
                    for (int round = 0; round < rounds; round++)
                    {
                        for (int k = 0; k < protocols.Length; k++)
                        {
                            int index = (round + k) % protocols.Length;
                            double seconds = Batch(connections[index], payload.Orders, payload.Batch);
                            rates[index].Add(2 * payload.Batch / seconds);
                        }
                    }

                    List<double> vsOfficial = Ratios(rates[0], rates[1]);
                    List<double> vsJson = Ratios(rates[0], rates[2]);
                    List<double> lz4 = Ratios(rates[3], rates[0]);
                    string row = string.Create(CultureInfo.InvariantCulture, $"| {payload.Name} | {string.Join(" | ", rates.Select(r => Stats.Median(r).ToString("N0", CultureInfo.InvariantCulture)))} | **{Stats.Median(vsOfficial):F2}** ({Stats.Quantile(vsOfficial, 0.25):F2}–{Stats.Quantile(vsOfficial, 0.75):F2}) | **{Stats.Median(vsJson):F2}** ({Stats.Quantile(vsJson, 0.25):F2}–{Stats.Quantile(vsJson, 0.75):F2}) | {Stats.Median(lz4):F2} ({Stats.Quantile(lz4, 0.25):F2}–{Stats.Quantile(lz4, 0.75):F2}) |");
                    report.AppendLine(row);
                    Console.WriteLine(row);
                }

                report.AppendLine();
                ProtocolAlone(report, protocols.Select(p => (p.Name, p.Protocol)).ToArray(), payloads.Select(p => (p.Name, p.Orders)).ToArray(), rounds);
                report.AppendLine();
                report.AppendLine("Client and server share the process and its two cores, so a message/s figure is the cost of both ends of the connection (serialize, frame, send, parse, deserialize, twice per round trip), not of a network. The protocols-alone table is the steadier measure of a protocol's own cost; the end-to-end ratios also carry SignalR's dispatch and the loopback sockets, and their quartiles show how far this shared machine's load moved them.");
                string folder = System.IO.Path.Combine(resultsDirectory, "signalr" + MessagePackPeer.ResultsSuffix);
                System.IO.Directory.CreateDirectory(folder);
                string file = System.IO.Path.Combine(folder, "signalr.md");
                System.IO.File.WriteAllText(file, report.ToString());
                Console.WriteLine(report.ToString());
                Console.WriteLine($"Results: {file} (scripts/benchmarks/report.py puts it into docs/benchmarks.md)");
                return 0;
            }
            finally
            {
                foreach (HubConnection connection in connections)
                {
                    connection.DisposeAsync().AsTask().GetAwaiter().GetResult();
                }
            }
        }

        /// <summary>
        /// The protocols without a connection: write the invocation into a reused buffer and parse it back (what one
        /// message costs its sender and receiver), timed in paired rounds of about 50 ms per protocol.
        /// </summary>
        private static void ProtocolAlone(StringBuilder report, (string Name, IHubProtocol Protocol)[] protocols, (string Name, SignalROrder[] Orders)[] payloads, int rounds)
        {
            report.AppendLine("The protocols alone (no connection): one invocation written into a reused buffer and parsed back, µs per message, median over rounds, each round timing every protocol in rotating order:");
            report.AppendLine();
            report.AppendLine("| Payload | " + string.Join(" | ", protocols.Select(p => p.Name + " µs")) + " | official ÷ BlockPack | JSON ÷ BlockPack |");
            report.AppendLine("| --- |" + string.Concat(protocols.Select(_ => " ---: |")) + " ---: | ---: |");
            foreach ((string name, SignalROrder[] orders) in payloads)
            {
                var message = new InvocationMessage("1", "Echo", new object?[] { orders });
                var buffer = new System.Buffers.ArrayBufferWriter<byte>(256 * 1024);
                Action[] operations = protocols.Select(p => (Action)(() =>
                {
                    buffer.ResetWrittenCount();
                    p.Protocol.WriteMessage(message, buffer);
                    var input = new System.Buffers.ReadOnlySequence<byte>(buffer.WrittenMemory);
                    if (!p.Protocol.TryParseMessage(ref input, EchoBinder.Instance, out HubMessage? parsed) || ((SignalROrder[])((InvocationMessage)parsed).Arguments[0]!).Length != orders.Length)
                    {
                        throw new InvalidOperationException($"{p.Name} did not read its own message back.");
                    }
                })).ToArray();

                var warm = Stopwatch.StartNew();
                while (warm.ElapsedMilliseconds < 1000)
                {
                    Array.ForEach(operations, o => o());
                }

                var single = Stopwatch.StartNew();
                operations[0]();
                int ops = (int)Math.Clamp(0.05 / Math.Max(single.Elapsed.TotalSeconds, 1e-7), 1, 100_000);
                var times = protocols.Select(_ => new List<double>()).ToArray();
                for (int round = 0; round < rounds; round++)
                {
                    for (int k = 0; k < protocols.Length; k++)
                    {
                        int index = (round + k) % protocols.Length;
                        var clock = Stopwatch.StartNew();
                        for (int i = 0; i < ops; i++)
                        {
                            operations[index]();
                        }

                        times[index].Add(clock.Elapsed.TotalMilliseconds * 1000 / ops);
                    }
                }

                List<double> official = Ratios(times[1], times[0]);
                List<double> json = Ratios(times[2], times[0]);
                string row = string.Create(CultureInfo.InvariantCulture, $"| {name} | {string.Join(" | ", times.Select(t => Stats.Median(t).ToString("F1", CultureInfo.InvariantCulture)))} | **{Stats.Median(official):F2}** ({Stats.Quantile(official, 0.25):F2}–{Stats.Quantile(official, 0.75):F2}) | **{Stats.Median(json):F2}** ({Stats.Quantile(json, 0.25):F2}–{Stats.Quantile(json, 0.75):F2}) |");
                report.AppendLine(row);
                Console.WriteLine(row);
            }
        }

        /// <summary>Runs <paramref name="count"/> echo round trips, <see cref="InFlight"/> at a time; returns seconds.</summary>
        private static double Batch(HubConnection connection, SignalROrder[] orders, int count)
        {
            int next = -1;
            var clock = Stopwatch.StartNew();
            Task[] workers = Enumerable.Range(0, InFlight).Select(async _ =>
            {
                while (System.Threading.Interlocked.Increment(ref next) < count)
                {
                    await connection.InvokeAsync<SignalROrder[]>("Echo", orders).ConfigureAwait(false);
                }
            }).ToArray();
            Task.WaitAll(workers);
            return clock.Elapsed.TotalSeconds;
        }

        private static WebApplication StartServer(out string url)
        {
            WebApplicationBuilder builder = WebApplication.CreateSlimBuilder();
            builder.Logging.ClearProviders();
            builder.WebHost.UseKestrel(o => o.Listen(IPAddress.Loopback, 0));
            builder.Services.AddSignalR(o => o.MaximumReceiveMessageSize = 4 * 1024 * 1024)
                .AddMessagePackProtocol()
                .AddBlockPackLz4Protocol();
            builder.Services.TryAddEnumerable(ServiceDescriptor.Singleton<IHubProtocol, BenchmarkBlockPackHubProtocol>());
            WebApplication app = builder.Build();
            app.UseWebSockets();
            app.MapHub<EchoHub>("/echo");
            app.StartAsync().GetAwaiter().GetResult();
            url = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single() + "/echo";
            return app;
        }

        private static HubConnection Connect(string url, Action<IHubConnectionBuilder> register)
        {
            IHubConnectionBuilder builder = new HubConnectionBuilder().WithUrl(url, o => o.Transports = HttpTransportType.WebSockets);
            register(builder);
            HubConnection connection = builder.Build();
            connection.StartAsync().GetAwaiter().GetResult();
            return connection;
        }

        private static List<double> Ratios(List<double> a, List<double> b) => a.Zip(b, (x, y) => x / y).ToList();


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
    }
}
