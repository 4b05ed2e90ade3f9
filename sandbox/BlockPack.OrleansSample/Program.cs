using System;
using System.Diagnostics;
using System.Linq;
using System.Net;
using System.Net.Sockets;
using BlockPack;
using BlockPack.Orleans;
using BlockPack.OrleansSample;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Orleans.Hosting;
using Orleans.Serialization;

// A silo and a client in one process on 127.0.0.1 (ports chosen free at run time), both with BlockPack on Orleans'
// wire; the silo keeps grain state through BlockPackGrainStorageSerializer.
int siloPort = FreePort();
int gatewayPort = FreePort();

using IHost silo = Host.CreateDefaultBuilder()
    .UseOrleans(builder => builder
        .UseLocalhostClustering(siloPort, gatewayPort)
        .AddMemoryGrainStorage("ledgers", o => o.GrainStorageSerializer = new BlockPackGrainStorageSerializer())
        .Services.AddSerializer(serializer => serializer.AddBlockPackSerializer()))
    .ConfigureLogging(logging => logging.SetMinimumLevel(LogLevel.Error))
    .Build();
await silo.StartAsync();

using IHost client = Host.CreateDefaultBuilder()
    .UseOrleansClient(builder => builder
        .UseLocalhostClustering(gatewayPort)
        .Services.AddSerializer(serializer => serializer.AddBlockPackSerializer()))
    .ConfigureLogging(logging => logging.SetMinimumLevel(LogLevel.Error))
    .Build();
await client.StartAsync();

Orleans.IClusterClient cluster = client.Services.GetRequiredService<Orleans.IClusterClient>();
Serializer orleansSerializer = client.Services.GetRequiredService<Serializer>();
ILedgerGrain ledger = cluster.GetGrain<ILedgerGrain>("sample");
MessagePackSerializerOptions plain = BlockPackCodecOptions.DefaultSerializerOptions.WithCompression(MessagePackCompression.None);

Console.WriteLine($"{"argument",-34} {"plain msgpack",14} {"Orleans field",14}  body");
foreach (int lines in new[] { 1, 100, 20_000 })
{
    Invoice invoice = CreateInvoice(lines, number: lines);

    // The client serializes the argument with the same codec and options for the request: this field (field headers,
    // the type name, the BlockPack body) is what the request carries for it.
    int plainBytes = MessagePackSerializer.Serialize(invoice, plain).Length;
    byte[] wire = orleansSerializer.SerializeToArray(invoice);
    bool compressed = plainBytes >= BlockPackCodecOptions.DefaultSerializerOptions.CompressionMinLength;

    var watch = Stopwatch.StartNew();
    int count = await ledger.Add(invoice);
    Invoice? back = await ledger.Find(invoice.Number);
    watch.Stop();
    if (back is null || back.Lines.Count != lines || !back.Lines.SequenceEqual(invoice.Lines))
    {
        throw new InvalidOperationException("The invoice did not come back unchanged.");
    }

    Console.WriteLine($"{$"Invoice with {lines:N0} lines",-34} {plainBytes,14:N0} {wire.Length,14:N0}  {(compressed ? "Lz4BlockArray" : "plain")} (add + find: {watch.ElapsedMilliseconds} ms, ledger holds {count})");
}

await client.StopAsync();
await silo.StopAsync();

static Invoice CreateInvoice(int lines, int number) => new()
{
    Number = number,
    Customer = "Ada Lovelace",
    Lines = Enumerable.Range(0, lines).Select(i => new InvoiceLine($"product-{i % 250}", 1 + (i % 7), 4.5m + (i % 40))).ToList(),
};

static int FreePort()
{
    using var listener = new TcpListener(IPAddress.Loopback, 0);
    listener.Start();
    return ((IPEndPoint)listener.LocalEndpoint).Port;
}
