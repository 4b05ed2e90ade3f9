using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.SignalR;

namespace BlockPack.SignalR.Tests
{
    /// <summary>The hub every interop test talks to: results, errors, streams both ways, server-to-client calls.</summary>
    public sealed class TestHub : Hub
    {
        private static readonly ConcurrentDictionary<string, TaskCompletionSource> StreamCancellations = new();

        public Order Echo(Order order) => order;

        // Issue 36's shapes over the attribute-free Order (SignalRShapeTests).
        public List<Order> EchoList(List<Order> orders) => orders;

        public Dictionary<string, Order> EchoDictionary(Dictionary<string, Order> orders) => orders;

        public Order[] EchoArray(Order[] orders) => orders;

        public Tuple<Order> EchoTuple(Tuple<Order> order) => order;

        public int Add(int a, int b) => a + b;

        public void Nothing()
        {
        }

        public string? EchoNullable(string? text) => text;

        public void Fail() => throw new HubException("order 7 rejected");

        public async IAsyncEnumerable<Order> Orders(int count, [EnumeratorCancellation] CancellationToken cancellationToken)
        {
            for (int i = 0; i < count; i++)
            {
                cancellationToken.ThrowIfCancellationRequested();
                await Task.Yield();
                yield return Order.Sample(i);
            }
        }

        public async IAsyncEnumerable<int> Forever([EnumeratorCancellation] CancellationToken cancellationToken)
        {
            // Completed when the client's CancelInvocation reaches the hub and cancels the token.
            TaskCompletionSource canceled = StreamCancellations.GetOrAdd(this.Context.ConnectionId, _ => new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously));
            using CancellationTokenRegistration registration = cancellationToken.Register(() => canceled.TrySetResult());
            for (int i = 0; ; i++)
            {
                await Task.Delay(20, cancellationToken);
                yield return i;
            }
        }

        /// <summary>Completes when the <see cref="Forever"/> stream of connection <paramref name="connectionId"/> is canceled.</summary>
        public static Task StreamCanceled(string connectionId)
            => StreamCancellations.GetOrAdd(connectionId, _ => new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously)).Task;

        public async Task<int> Upload(IAsyncEnumerable<Order> orders)
        {
            int sum = 0;
            await foreach (Order order in orders)
            {
                sum += order.Id;
            }

            return sum;
        }

        public Task Notify(string text) => this.Clients.Caller.SendAsync("Notified", text, Order.Sample(5));

        public async Task<string> AskClient(string question)
            => "client said " + await this.Clients.Caller.InvokeAsync<string>("Answer", question, this.Context.ConnectionAborted);

        public override Task OnConnectedAsync()
        {
            if (this.Context.GetHttpContext()?.Request.Query.ContainsKey("reject") == true)
            {
                throw new HubException("rejected by the test hub");
            }

            return base.OnConnectedAsync();
        }
    }
}
