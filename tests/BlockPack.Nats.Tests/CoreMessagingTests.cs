using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using BlockPack;
using NATS.Client.Core;
using Xunit;

namespace BlockPack.Nats.Tests
{
    /// <summary>Core NATS on the 3-node cluster: publishers and subscribers on different nodes, request-reply, poison messages, bytes on the wire.</summary>
    [Collection(NatsClusterCollection.Name)]
    public class CoreMessagingTests
    {
        private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(30);
        private readonly NatsClusterFixture cluster;

        public CoreMessagingTests(NatsClusterFixture cluster)
        {
            this.cluster = cluster;
        }

        [Fact]
        public async Task Messages_published_on_one_node_arrive_on_another_as_sent_and_compressed_only_above_the_threshold()
        {
            await using NatsConnection publisher = await this.cluster.ConnectAsync(2);
            await using NatsConnection subscriber = await this.cluster.ConnectAsync(1);
            await using NatsConnection raw = await this.cluster.ConnectAsync(0, NatsDefaultSerializerRegistry.Default);
            string subject = "core.shipments." + Guid.NewGuid().ToString("N");
            const int Count = 200;

            using var cancel = new CancellationTokenSource(Timeout);
            await using INatsSub<Shipment> typed = await subscriber.SubscribeCoreAsync<Shipment>(subject, cancellationToken: cancel.Token);
            await using INatsSub<byte[]> bytes = await raw.SubscribeCoreAsync<byte[]>(subject, cancellationToken: cancel.Token);
            await PingAllAsync(publisher, subscriber, raw);

            for (int i = 0; i < Count; i++)
            {
                await publisher.PublishAsync(subject, Shipment.ForMessage(i), cancellationToken: cancel.Token);
            }

            for (int i = 0; i < Count; i++)
            {
                NatsMsg<Shipment> msg = await typed.Msgs.ReadAsync(cancel.Token);
                msg.EnsureSuccess();
                Assert.Equal(Shipment.ForMessage(i), msg.Data);

                byte[] wire = (await bytes.Msgs.ReadAsync(cancel.Token)).Data!;
                byte[] plain = MessagePackSerializer.Serialize(Shipment.ForMessage(i), MessagePackSerializerOptions.Standard);
                if (plain.Length < MessagePackSerializerOptions.DefaultCompressionMinLength)
                {
                    Assert.Equal(plain, wire);
                }
                else
                {
                    SerializerTests.AssertLz4BlockArray(wire);
                    Assert.True(wire.Length < plain.Length, $"message {i}: {wire.Length} bytes on the wire, {plain.Length} plain");
                }
            }

            // Shipment 0 writes 25 bytes plain, shipment 5 (twelve lines) over 500 bytes: both forms were seen.
            Assert.True(MessagePackSerializer.Serialize(Shipment.ForMessage(1), MessagePackSerializerOptions.Standard).Length < 64);
            Assert.True(MessagePackSerializer.Serialize(Shipment.ForMessage(5), MessagePackSerializerOptions.Standard).Length > 500);
        }

        [Fact]
        public async Task Request_reply_across_nodes()
        {
            await using NatsConnection service = await this.cluster.ConnectAsync(0);
            await using NatsConnection client = await this.cluster.ConnectAsync(2);
            string subject = "core.quote." + Guid.NewGuid().ToString("N");
            using var cancel = new CancellationTokenSource(Timeout);
            await using INatsSub<Shipment> requests = await service.SubscribeCoreAsync<Shipment>(subject, cancellationToken: cancel.Token);
            Task responder = Task.Run(async () =>
            {
                await foreach (NatsMsg<Shipment> request in requests.Msgs.ReadAllAsync(cancel.Token))
                {
                    request.EnsureSuccess();
                    await request.ReplyAsync(new Quote { ShipmentId = request.Data!.Id, Price = request.Data.Total + request.Data.Lines.Count, Carrier = "carrier for " + request.Data.Customer }, cancellationToken: cancel.Token);
                }
            });
            await PingAllAsync(service, client);

            foreach (int lines in new[] { 0, 3, 40 })
            {
                Shipment shipment = Shipment.Make(100 + lines, lines);
                NatsMsg<Quote> reply = await client.RequestAsync<Shipment, Quote>(subject, shipment, cancellationToken: cancel.Token);
                reply.EnsureSuccess();
                Assert.Equal(shipment.Id, reply.Data!.ShipmentId);
                Assert.Equal(shipment.Total + lines, reply.Data.Price);
                Assert.Equal("carrier for " + shipment.Customer, reply.Data.Carrier);
            }

            await requests.UnsubscribeAsync();
            await responder.WaitAsync(Timeout);
        }

        [Fact]
        public async Task A_poison_message_is_reported_on_that_message_and_the_subscription_goes_on()
        {
            await using NatsConnection attacker = await this.cluster.ConnectAsync(0, NatsDefaultSerializerRegistry.Default);
            await using NatsConnection publisher = await this.cluster.ConnectAsync(0);
            await using NatsConnection subscriber = await this.cluster.ConnectAsync(1);
            string subject = "core.poison." + Guid.NewGuid().ToString("N");
            using var cancel = new CancellationTokenSource(Timeout);
            await using INatsSub<Shipment> sub = await subscriber.SubscribeCoreAsync<Shipment>(subject, cancellationToken: cancel.Token);
            await PingAllAsync(attacker, publisher, subscriber);

            byte[][] poison = SerializerTests.BadPayloads().Select(row => (byte[])row[1]).ToArray();
            for (int i = 0; i < poison.Length; i++)
            {
                await attacker.PublishAsync(subject, poison[i], cancellationToken: cancel.Token);
                await attacker.PingAsync(cancel.Token);
                await publisher.PublishAsync(subject, Shipment.Make(i, i), cancellationToken: cancel.Token);
                await publisher.PingAsync(cancel.Token);

                NatsMsg<Shipment> bad = await sub.Msgs.ReadAsync(cancel.Token);
                NatsDeserializeException error = Assert.IsType<NatsDeserializeException>(bad.Error);
                Assert.IsType<MessagePackSerializationException>(error.InnerException);
                Assert.Equal(poison[i], error.RawData);
                Assert.Null(bad.Data);
                Assert.Throws<NatsDeserializeException>(() => bad.EnsureSuccess());

                NatsMsg<Shipment> good = await sub.Msgs.ReadAsync(cancel.Token);
                good.EnsureSuccess();
                Assert.Equal(Shipment.Make(i, i), good.Data);
            }
        }

        [Fact]
        public async Task Raw_bytes_text_and_header_only_messages_keep_the_NATS_client_behaviour()
        {
            await using NatsConnection publisher = await this.cluster.ConnectAsync(2);
            await using NatsConnection subscriber = await this.cluster.ConnectAsync(0);
            string subject = "core.raw." + Guid.NewGuid().ToString("N");
            using var cancel = new CancellationTokenSource(Timeout);
            await using INatsSub<byte[]> raw = await subscriber.SubscribeCoreAsync<byte[]>(subject, cancellationToken: cancel.Token);
            await using INatsSub<Shipment> typed = await subscriber.SubscribeCoreAsync<Shipment>(subject, cancellationToken: cancel.Token);
            await PingAllAsync(publisher, subscriber);

            await publisher.PublishAsync(subject, new byte[] { 0xC1, 0x00, 0xFF }, cancellationToken: cancel.Token);
            await publisher.PublishAsync(subject, "plain text", cancellationToken: cancel.Token);
            await publisher.PublishAsync(subject, headers: new NatsHeaders { ["Kind"] = "ping" }, cancellationToken: cancel.Token);

            Assert.Equal(new byte[] { 0xC1, 0x00, 0xFF }, (await raw.Msgs.ReadAsync(cancel.Token)).Data);
            Assert.Equal(Encoding.UTF8.GetBytes("plain text"), (await raw.Msgs.ReadAsync(cancel.Token)).Data);
            NatsMsg<byte[]> headerOnlyRaw = await raw.Msgs.ReadAsync(cancel.Token);
            Assert.Null(headerOnlyRaw.Data);
            Assert.Equal("ping", headerOnlyRaw.Headers!["Kind"].ToString());

            // The typed subscriber sees the first two as bad BlockPack payloads and the header-only one as no data.
            Assert.NotNull((await typed.Msgs.ReadAsync(cancel.Token)).Error);
            Assert.NotNull((await typed.Msgs.ReadAsync(cancel.Token)).Error);
            NatsMsg<Shipment> headerOnly = await typed.Msgs.ReadAsync(cancel.Token);
            headerOnly.EnsureSuccess();
            Assert.Null(headerOnly.Data);
        }

        /// <summary>Makes sure every connection's subscriptions have reached the cluster (a PING round trip each).</summary>
        internal static async Task PingAllAsync(params NatsConnection[] connections)
        {
            foreach (NatsConnection connection in connections)
            {
                await connection.PingAsync();
            }

            // Interest propagates between routed servers asynchronously; give the routes a moment after the local PING.
            await Task.Delay(300);
        }
    }
}
