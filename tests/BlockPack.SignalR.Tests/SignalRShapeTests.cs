using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.Extensions.DependencyInjection;
using Xunit;

namespace BlockPack.SignalR.Tests
{
    /// <summary>
    /// Issue 36 for SignalR: a hub protocol is never asked "can you serialize T?", so every shape over an attribute-free
    /// class (<see cref="Order"/>) must either round-trip (the default, contractless like the official protocol) or fail
    /// loudly: with the attribute-only resolver the invocation ends in a <see cref="HubException"/> at the caller, never
    /// a silently empty value.
    /// </summary>
    public sealed class SignalRShapeTests
    {
        private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(20);

        public static TheoryData<string> Shapes => new() { "class", "list", "dictionary", "array", "tuple" };

        [Theory]
        [MemberData(nameof(Shapes))]
        public async Task DefaultOptions_EveryShape_RoundTrips_WithTheOfficialClientToo(string shape)
        {
            await using HubServer host = await HubServer.StartAsync(Side.BlockPack);
            foreach (Side client in new[] { Side.BlockPack, Side.Official })
            {
                await using HubConnection connection = await DotNetClientTests.ConnectAsync(host.Url, client);
                Assert.True(await EchoesAsync(connection, shape), $"{shape} with the {client} client");
            }
        }

        [Theory]
        [MemberData(nameof(Shapes))]
        public async Task AttributeOnlyResolver_AttributeFreeShape_FailsLoudly(string shape)
        {
            await using HubServer host = await HubServer.StartAsync(b => b.AddBlockPackProtocol(o => o.SerializerOptions = MessagePackSerializerOptions.Standard));
            await using HubConnection connection = await DotNetClientTests.ConnectAsync(host.Url, Side.BlockPack);

            // SignalR reports a failure to bind arguments to the caller (and logs it itself only at debug level).
            HubException error = await Assert.ThrowsAsync<HubException>(() => EchoesAsync(connection, shape));
            Assert.True(error.Message.Contains("Error binding argument", StringComparison.Ordinal), error.Message);
        }

        private static async Task<bool> EchoesAsync(HubConnection connection, string shape)
        {
            Order a = Order.Sample(1), b = Order.Sample(2);
            switch (shape)
            {
                case "class":
                    return a.SameAs(await connection.InvokeAsync<Order>("Echo", a).WaitAsync(Timeout));
                case "list":
                    List<Order> list = await connection.InvokeAsync<List<Order>>("EchoList", new List<Order> { a, b }).WaitAsync(Timeout);
                    return list.Count == 2 && list[0].SameAs(a) && list[1].SameAs(b);
                case "dictionary":
                    Dictionary<string, Order> map = await connection.InvokeAsync<Dictionary<string, Order>>("EchoDictionary", new Dictionary<string, Order> { ["a"] = a }).WaitAsync(Timeout);
                    return map.Count == 1 && map["a"].SameAs(a);
                case "array":
                    Order[] array = await connection.InvokeAsync<Order[]>("EchoArray", new[] { a, b }).WaitAsync(Timeout);
                    return array.Length == 2 && array.Zip(new[] { a, b }).All(p => p.First.SameAs(p.Second));
                case "tuple":
                    return a.SameAs((await connection.InvokeAsync<Tuple<Order>>("EchoTuple", Tuple.Create(a)).WaitAsync(Timeout)).Item1);
                default:
                    throw new ArgumentOutOfRangeException(nameof(shape));
            }
        }
    }
}
