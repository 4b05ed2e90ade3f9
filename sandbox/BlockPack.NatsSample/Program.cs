using System;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.Nats;
using BlockPack.NatsSample;
using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;
using NATS.Client.KeyValueStore;
using NATS.Client.Serializers.Json;

// NATS_URL names a server to use; otherwise the sample starts its own.
string? configured = Environment.GetEnvironmentVariable("NATS_URL");
using LocalNatsServer? local = configured is null ? new LocalNatsServer() : null;
string url = configured ?? local!.Url;
Console.WriteLine($"nats-server: {url}");

// One call registers BlockPack for every payload type of the connection.
NatsOpts opts = NatsOpts.Default.WithBlockPackSerializer() with { Url = url };
await using var nats = new NatsConnection(opts);

var shipment = new Shipment
{
    Id = 42,
    Customer = "Ada Lovelace",
    Lines = Enumerable.Range(1, 20).Select(i => $"parcel {i}: mechanical keyboard, to 12 Station Road, Riverton").ToList(),
};

// Core publish/subscribe.
await using INatsSub<Shipment> sub = await nats.SubscribeCoreAsync<Shipment>("shipments.created");
await nats.PublishAsync("shipments.created", shipment);
NatsMsg<Shipment> received = await sub.Msgs.ReadAsync();
received.EnsureSuccess(); // a payload that is not valid BlockPack is reported here, and the subscription goes on
Console.WriteLine($"core: shipment {received.Data!.Id} with {received.Data.Lines.Count} lines, {received.Size} bytes on the wire");

// Request-reply: the reply type is BlockPack too; strings and numbers keep NATS' UTF-8 text form.
await using INatsSub<Shipment> service = await nats.SubscribeCoreAsync<Shipment>("shipments.price");
Task responder = Task.Run(async () =>
{
    NatsMsg<Shipment> request = await service.Msgs.ReadAsync();
    await request.ReplyAsync(request.Data!.Lines.Count * 4.5m);
});
NatsMsg<decimal> price = await nats.RequestAsync<Shipment, decimal>("shipments.price", shipment);
await responder;
Console.WriteLine($"request-reply: price {price.Data}");

// JetStream.
var js = new NatsJSContext(nats);
await js.CreateStreamAsync(new StreamConfig("SHIPMENTS", new[] { "shipments.stored" }));
(await js.PublishAsync("shipments.stored", shipment)).EnsureSuccess();
INatsJSConsumer consumer = await js.CreateOrUpdateConsumerAsync("SHIPMENTS", new ConsumerConfig("sample"));
INatsJSMsg<Shipment> stored = await consumer.NextAsync<Shipment>() ?? throw new InvalidOperationException("no message");
await stored.AckAsync();
Console.WriteLine($"JetStream: shipment {stored.Data!.Id} from stream sequence {stored.Metadata!.Value.Sequence.Stream}");

// Key-value store.
INatsKVStore kv = await new NatsKVContext(js).CreateStoreAsync(new NatsKVConfig("shipments"));
await kv.PutAsync("shipment.42", shipment);
NatsKVEntry<Shipment> entry = await kv.GetEntryAsync<Shipment>("shipment.42");
Console.WriteLine($"key-value: {entry.Key} = shipment {entry.Value!.Id}, revision {entry.Revision}");

// Migration from the NATS JSON serializer: a consumer that reads both while publishers switch over.
await using var oldPublisher = new NatsConnection(NatsOpts.Default with { Url = url, SerializerRegistry = NatsJsonSerializerRegistry.Default });
await using var migrating = new NatsConnection(NatsOpts.Default.WithBlockPackSerializer(jsonFallback: NatsJsonSerializerRegistry.Default) with { Url = url });
await using INatsSub<Shipment> both = await migrating.SubscribeCoreAsync<Shipment>("shipments.migrating");
await migrating.PingAsync();
foreach ((string who, NatsConnection publisher) in new[] { ("JSON from a publisher not yet moved", oldPublisher), ("BlockPack from a moved one", nats) })
{
    await publisher.PublishAsync("shipments.migrating", shipment);
    NatsMsg<Shipment> msg = await both.Msgs.ReadAsync();
    msg.EnsureSuccess();
    Console.WriteLine($"migration: shipment {msg.Data!.Id}, {msg.Size} bytes ({who})");
}
