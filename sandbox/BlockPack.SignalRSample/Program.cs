// A hub served with BlockPack's "messagepack" protocol (and "blockpack-lz4"), and a .NET client that calls it,
// streams from it and streams to it. Run with `dotnet run --project sandbox/BlockPack.SignalRSample`. Browsers and
// other clients with the official MessagePack protocol (@microsoft/signalr-protocol-msgpack) can connect to the
// same hub: the bytes are the same.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Net;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

WebApplicationBuilder builder = WebApplication.CreateSlimBuilder(args);
builder.Logging.SetMinimumLevel(LogLevel.Warning);
builder.Logging.AddFilter("Microsoft.AspNetCore.SignalR.Internal.DefaultHubDispatcher", LogLevel.Critical); // Cancel fails on purpose
builder.WebHost.UseKestrel(o => o.Listen(IPAddress.Loopback, 0));
builder.Services.AddSignalR().AddBlockPackProtocol().AddBlockPackLz4Protocol();
WebApplication app = builder.Build();
app.UseWebSockets();
app.MapHub<OrderHub>("/orders");
await app.StartAsync();
string url = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single() + "/orders";
Console.WriteLine($"Hub listening on {url}");

foreach (bool lz4 in new[] { false, true })
{
    IHubConnectionBuilder client = new HubConnectionBuilder().WithUrl(url);
    _ = lz4 ? client.AddBlockPackLz4Protocol() : client.AddBlockPackProtocol();
    await using HubConnection connection = client.Build();
    connection.On<Order>("OrderShipped", order => Console.WriteLine($"  pushed by the server: order {order.Id} shipped"));
    await connection.StartAsync();
    Console.WriteLine(lz4 ? "Protocol blockpack-lz4:" : "Protocol messagepack:");

    Order placed = await connection.InvokeAsync<Order>("Place", new Order { Id = 1, Customer = "Ada", Lines = { new OrderLine("SKU-1", 2) } });
    Console.WriteLine($"  placed order {placed.Id} for {placed.Customer}, state {placed.State}");

    await foreach (Order order in connection.StreamAsync<Order>("Recent", 3))
    {
        Console.WriteLine($"  streamed from the server: order {order.Id} ({order.Lines.Count} lines)");
    }

    int total = await connection.InvokeAsync<int>("CountLines", Upload());
    Console.WriteLine($"  streamed to the server: {total} lines counted");

    try
    {
        await connection.InvokeAsync("Cancel", 404);
    }
    catch (HubException e)
    {
        Console.WriteLine($"  error from the hub: {e.Message}");
    }

    await connection.StopAsync();
}

await app.StopAsync();

static async IAsyncEnumerable<Order> Upload([EnumeratorCancellation] CancellationToken cancellationToken = default)
{
    for (int i = 0; i < 5; i++)
    {
        await Task.Yield();
        yield return new Order { Id = 100 + i, Lines = { new OrderLine("SKU-" + i, 1), new OrderLine("SKU-X", 3) } };
    }
}

/// <summary>The sample's hub.</summary>
public sealed class OrderHub : Hub
{
    /// <summary>Places an order and pushes a "shipped" notice to the caller.</summary>
    public async Task<Order> Place(Order order)
    {
        order.State = OrderState.Paid;
        await this.Clients.Caller.SendAsync("OrderShipped", order);
        return order;
    }

    /// <summary>Streams the last <paramref name="count"/> orders.</summary>
    public async IAsyncEnumerable<Order> Recent(int count, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        for (int i = 0; i < count; i++)
        {
            await Task.Delay(10, cancellationToken);
            yield return new Order { Id = 50 + i, Customer = "Grace", Lines = Enumerable.Range(0, i + 1).Select(l => new OrderLine("SKU-" + l, l + 1)).ToList() };
        }
    }

    /// <summary>Counts the lines of the orders the client streams.</summary>
    public async Task<int> CountLines(IAsyncEnumerable<Order> orders)
    {
        int lines = 0;
        await foreach (Order order in orders)
        {
            lines += order.Lines.Count;
        }

        return lines;
    }

    /// <summary>Always fails: a completion carrying an error.</summary>
    public void Cancel(int id) => throw new HubException($"order {id} does not exist");
}

/// <summary>An order: a plain class, written as a string-keyed map as with the official protocol.</summary>
public sealed class Order
{
    /// <summary>Gets or sets the number.</summary>
    public int Id { get; set; }

    /// <summary>Gets or sets the customer.</summary>
    public string Customer { get; set; } = string.Empty;

    /// <summary>Gets or sets the state (written as its name).</summary>
    public OrderState State { get; set; }

    /// <summary>Gets or sets the lines.</summary>
    public List<OrderLine> Lines { get; set; } = new();
}

/// <summary>An order line.</summary>
/// <param name="Sku">The article.</param>
/// <param name="Quantity">How many.</param>
public sealed record OrderLine(string Sku, int Quantity);

/// <summary>The states of an order.</summary>
public enum OrderState
{
    /// <summary>Placed.</summary>
    Open,

    /// <summary>Paid.</summary>
    Paid,
}
