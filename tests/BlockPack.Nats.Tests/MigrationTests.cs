using System;
using System.Threading;
using System.Threading.Tasks;
using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;
using NATS.Client.Serializers.Json;
using Xunit;

namespace BlockPack.Nats.Tests
{
    /// <summary>
    /// Moving a service from the NATS JSON serializer to BlockPack without downtime: a stream holds messages from both
    /// kinds of publisher, and a consumer with the JSON fallback reads every one of them.
    /// </summary>
    [Collection(NatsClusterCollection.Name)]
    public class MigrationTests
    {
        private readonly NatsClusterFixture cluster;

        public MigrationTests(NatsClusterFixture cluster)
        {
            this.cluster = cluster;
        }

        [Fact]
        public async Task A_consumer_with_the_JSON_fallback_reads_old_JSON_and_new_BlockPack_messages_of_one_stream()
        {
            using var cancel = new CancellationTokenSource(TimeSpan.FromSeconds(60));
            await using NatsConnection oldPublisher = await this.cluster.ConnectAsync(0, NatsJsonSerializerRegistry.Default);
            await using NatsConnection newPublisher = await this.cluster.ConnectAsync(1);
            await using NatsConnection migrated = await this.cluster.ConnectAsync(2, new BlockPackNatsSerializerRegistry(jsonFallback: NatsJsonSerializerRegistry.Default));
            await using NatsConnection strict = await this.cluster.ConnectAsync(2);
            string name = "MIGRATE" + Guid.NewGuid().ToString("N");
            await new NatsJSContext(oldPublisher).CreateStreamAsync(new StreamConfig(name, new[] { name }) { NumReplicas = 3 }, cancel.Token);

            const int Count = 40;
            for (int i = 0; i < Count; i++)
            {
                // Old and new publishers interleave, as while a deployment rolls out.
                NatsConnection publisher = i % 2 == 0 ? oldPublisher : newPublisher;
                (await new NatsJSContext(publisher).PublishAsync(name, Shipment.Make(i, i % 7), cancellationToken: cancel.Token)).EnsureSuccess();
            }

            int read = 0;
            INatsJSConsumer consumer = await new NatsJSContext(migrated).CreateOrUpdateConsumerAsync(name, new ConsumerConfig("migrated"), cancel.Token);
            await foreach (INatsJSMsg<Shipment> msg in consumer.ConsumeAsync<Shipment>(cancellationToken: cancel.Token))
            {
                msg.EnsureSuccess();
                Assert.Equal(Shipment.Make(read, read % 7), msg.Data);
                await msg.AckAsync(cancellationToken: cancel.Token);
                if (++read == Count)
                {
                    break;
                }
            }

            // Without the fallback the JSON messages are errors (BlockPack reads BlockPack only), the others read.
            read = 0;
            INatsJSConsumer strictConsumer = await new NatsJSContext(strict).CreateOrUpdateConsumerAsync(name, new ConsumerConfig("strict"), cancel.Token);
            await foreach (INatsJSMsg<Shipment> msg in strictConsumer.ConsumeAsync<Shipment>(cancellationToken: cancel.Token))
            {
                if (read % 2 == 0)
                {
                    Assert.IsType<MessagePackSerializationException>(msg.Error?.InnerException);
                }
                else
                {
                    msg.EnsureSuccess();
                    Assert.Equal(Shipment.Make(read, read % 7), msg.Data);
                }

                await msg.AckAsync(cancellationToken: cancel.Token);
                if (++read == Count)
                {
                    break;
                }
            }
        }
    }
}
