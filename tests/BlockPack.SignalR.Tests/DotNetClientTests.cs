using System;
using System.Collections.Generic;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http.Connections;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.Extensions.DependencyInjection;
using Xunit;

namespace BlockPack.SignalR.Tests
{
    /// <summary>
    /// The official .NET client against a real Kestrel server, over WebSockets with stateful reconnect on (so acks
    /// flow): the official client protocol against BlockPack's server protocol, BlockPack's client protocol against the
    /// official server protocol, and BlockPack on both ends.
    /// </summary>
    public sealed class DotNetClientTests
    {
        private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(20);

        public static TheoryData<Side, Side> Pairs() => new()
        {
            { Side.Official, Side.BlockPack },
            { Side.BlockPack, Side.Official },
            { Side.BlockPack, Side.BlockPack },
        };

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task Invocations_ReturnResults(Side client, Side server)
        {
            await using HubServer host = await HubServer.StartAsync(server);
            await using HubConnection connection = await ConnectAsync(host.Url, client);
            Assert.Equal(42, await connection.InvokeAsync<int>("Add", 40, 2).WaitAsync(Timeout));
            Order sent = Order.Sample(11, lines: 5, noteLength: 900);
            Assert.True(sent.SameAs(await connection.InvokeAsync<Order>("Echo", sent).WaitAsync(Timeout)));
            Assert.Null(await connection.InvokeAsync<string?>("EchoNullable", null).WaitAsync(Timeout));
            await connection.InvokeAsync("Nothing").WaitAsync(Timeout);
            await connection.SendAsync("Nothing").WaitAsync(Timeout);
        }

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task LargeArgument_RoundTrips(Side client, Side server)
        {
            await using HubServer host = await HubServer.StartAsync(server);
            await using HubConnection connection = await ConnectAsync(host.Url, client);
            Order sent = Order.Sample(12, lines: 200, noteLength: 100_000);
            Order echoed;
            try
            {
                echoed = await connection.InvokeAsync<Order>("Echo", sent).WaitAsync(Timeout);
            }
            catch (Exception ex)
            {
                // Seen once at load average 80 (the server closed the socket with status 1011): say what the server saw.
                throw new InvalidOperationException("The echo failed. Server log:" + Environment.NewLine + host.Log.Text, ex);
            }

            Assert.True(sent.SameAs(echoed));
        }

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task CompletionWithError_IsAHubException(Side client, Side server)
        {
            await using HubServer host = await HubServer.StartAsync(server);
            await using HubConnection connection = await ConnectAsync(host.Url, client);
            HubException error = await Assert.ThrowsAsync<HubException>(() => connection.InvokeAsync("Fail").WaitAsync(Timeout));
            Assert.Contains("order 7 rejected", error.Message);

            // An argument the hub cannot bind is answered with a completion error too, and the connection stays.
            HubException binding = await Assert.ThrowsAsync<HubException>(() => connection.InvokeAsync<int>("Add", "forty", 2).WaitAsync(Timeout));
            Assert.Contains("binding", binding.Message, StringComparison.OrdinalIgnoreCase);
            Assert.Equal(3, await connection.InvokeAsync<int>("Add", 1, 2).WaitAsync(Timeout));
        }

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task ServerToClientStream_DeliversItemsThenCompletes(Side client, Side server)
        {
            await using HubServer host = await HubServer.StartAsync(server);
            await using HubConnection connection = await ConnectAsync(host.Url, client);
            var received = new List<Order>();
            await foreach (Order order in connection.StreamAsync<Order>("Orders", 25).WithCancellation(new CancellationTokenSource(Timeout).Token))
            {
                received.Add(order);
            }

            Assert.Equal(25, received.Count);
            Assert.All(received.Select((o, i) => (o, i)), p => Assert.True(Order.Sample(p.i).SameAs(p.o)));
        }

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task CancelingAStream_SendsCancelInvocation_AndTheConnectionGoesOn(Side client, Side server)
        {
            await using HubServer host = await HubServer.StartAsync(server);
            await using HubConnection connection = await ConnectAsync(host.Url, client);
            using var cancel = new CancellationTokenSource(Timeout);
            int seen = 0;
            await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
            {
                await foreach (int item in connection.StreamAsync<int>("Forever", cancel.Token))
                {
                    Assert.Equal(seen++, item);
                    if (seen == 3)
                    {
                        cancel.Cancel();
                    }
                }
            });

            // An item already received may still be handed out after the cancel; the hub's token must be canceled.
            Assert.InRange(seen, 3, 5);
            await TestHub.StreamCanceled(connection.ConnectionId!).WaitAsync(Timeout);
            Assert.Equal(5, await connection.InvokeAsync<int>("Add", 2, 3).WaitAsync(Timeout));
        }

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task ClientToServerStream_IsConsumedByTheHub(Side client, Side server)
        {
            await using HubServer host = await HubServer.StartAsync(server);
            await using HubConnection connection = await ConnectAsync(host.Url, client);
            int sum = await connection.InvokeAsync<int>("Upload", Produce(40)).WaitAsync(Timeout);
            Assert.Equal(Enumerable.Range(0, 40).Sum(), sum);

            static async IAsyncEnumerable<Order> Produce(int count, [EnumeratorCancellation] CancellationToken cancellationToken = default)
            {
                for (int i = 0; i < count; i++)
                {
                    await Task.Yield();
                    yield return Order.Sample(i);
                }
            }
        }

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task ServerCallsTheClient_WithAndWithoutAResult(Side client, Side server)
        {
            await using HubServer host = await HubServer.StartAsync(server);
            await using HubConnection connection = await ConnectAsync(host.Url, client);
            var notified = new TaskCompletionSource<(string, Order)>(TaskCreationOptions.RunContinuationsAsynchronously);
            connection.On<string, Order>("Notified", (text, order) => notified.TrySetResult((text, order)));
            connection.On<string, string>("Answer", question => question + "? 42");

            await connection.InvokeAsync("Notify", "hello").WaitAsync(Timeout);
            (string text, Order order) = await notified.Task.WaitAsync(Timeout);
            Assert.Equal("hello", text);
            Assert.True(Order.Sample(5).SameAs(order));

            // A client result: the server's invocation carries an id, the client's completion carries the string.
            Assert.Equal("client said why? 42", await connection.InvokeAsync<string>("AskClient", "why").WaitAsync(Timeout));
        }

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task Pings_KeepAnIdleConnectionOpen(Side client, Side server)
        {
            // Both sides time out after 3 s without a message and ping every 100 ms: an idle connection survives twice
            // that only if the pings parse on both ends (3 s leaves room for stalls on a loaded machine).
            await using HubServer host = await HubServer.StartAsync(server, o =>
            {
                o.KeepAliveInterval = TimeSpan.FromMilliseconds(100);
                o.ClientTimeoutInterval = TimeSpan.FromSeconds(3);
            });
            await using HubConnection connection = await ConnectAsync(host.Url, client, configure: c =>
            {
                c.ServerTimeout = TimeSpan.FromSeconds(3);
                c.KeepAliveInterval = TimeSpan.FromMilliseconds(100);
            });
            var closed = new TaskCompletionSource<Exception?>(TaskCreationOptions.RunContinuationsAsynchronously);
            connection.Closed += e =>
            {
                closed.TrySetResult(e);
                return Task.CompletedTask;
            };
            await Task.Delay(TimeSpan.FromSeconds(6.5));
            if (closed.Task.IsCompleted)
            {
                Assert.Fail("the connection closed: " + (await closed.Task)?.Message);
            }

            Assert.Equal(HubConnectionState.Connected, connection.State);
            Assert.Equal(9, await connection.InvokeAsync<int>("Add", 4, 5).WaitAsync(Timeout));
        }

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task ServerClose_WithError_ReachesTheClient(Side client, Side server)
        {
            await using HubServer host = await HubServer.StartAsync(server);
            await using HubConnection connection = await ConnectAsync(host.Url + "?reject=1", client, start: false);
            var closed = new TaskCompletionSource<Exception?>(TaskCreationOptions.RunContinuationsAsynchronously);
            connection.Closed += e =>
            {
                closed.TrySetResult(e);
                return Task.CompletedTask;
            };

            // OnConnectedAsync throws: the server sends a close message carrying the error (detailed errors are on).
            try
            {
                await connection.StartAsync().WaitAsync(Timeout);
            }
            catch (Exception ex)
            {
                closed.TrySetResult(ex);
            }

            Exception? error = await closed.Task.WaitAsync(Timeout);
            Assert.NotNull(error);
            Assert.Contains("rejected by the test hub", error!.Message);
        }

        [Theory]
        [MemberData(nameof(Pairs))]
        public async Task ClientStop_ClosesCleanly(Side client, Side server)
        {
            await using HubServer host = await HubServer.StartAsync(server);
            HubConnection connection = await ConnectAsync(host.Url, client);
            var closed = new TaskCompletionSource<Exception?>(TaskCreationOptions.RunContinuationsAsynchronously);
            connection.Closed += e =>
            {
                closed.TrySetResult(e);
                return Task.CompletedTask;
            };
            await connection.StopAsync().WaitAsync(Timeout);
            Assert.Null(await closed.Task.WaitAsync(Timeout));
            await connection.DisposeAsync();
        }

        internal static async Task<HubConnection> ConnectAsync(string url, Side side, bool start = true, Action<HubConnection>? configure = null)
        {
            IHubConnectionBuilder builder = new HubConnectionBuilder()
                .WithUrl(url, o => o.Transports = HttpTransportType.WebSockets)
                .WithStatefulReconnect();
            _ = side == Side.BlockPack ? builder.AddBlockPackProtocol() : builder.AddMessagePackProtocol();
            HubConnection connection = builder.Build();
            configure?.Invoke(connection);
            if (start)
            {
                await connection.StartAsync().WaitAsync(Timeout);
            }

            return connection;
        }
    }
}
