using System;
using System.Collections.Concurrent;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.MassTransit;
using global::MassTransit;
using Xunit;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>
    /// One endpoint, two services: one still sending MassTransit's JSON, one already sending BlockPack. The endpoint
    /// reads both, the second step of the migration docs/messaging.md describes.
    /// </summary>
    [Collection(RabbitMqCollection.Name)]
    public sealed class MixedProducerTests
    {
        private readonly RabbitMqServer server;

        public MixedProducerTests(RabbitMqFixture fixture) => this.server = fixture.Server;

        [Fact]
        public async Task JSON_and_BlockPack_senders_are_consumed_alike_before_and_after_the_switch()
        {
            string queue = Buses.Queue("mixed");
            var seen = new ConcurrentDictionary<Guid, (SubmitOrder Message, string? ContentType)>();
            var both = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);

            // The consuming service: MassTransit's default JSON serializer, plus BlockPack's deserializer on the endpoint.
            IBusControl consumer = await Buses.StartAsync(this.server, cfg => cfg.ReceiveEndpoint(queue, e =>
            {
                e.UseBlockPackDeserializer();
                e.Handler<SubmitOrder>(ctx =>
                {
                    seen[ctx.Message.OrderId] = (ctx.Message, ctx.ReceiveContext.ContentType?.MediaType);
                    if (seen.Count == 2)
                    {
                        both.TrySetResult();
                    }

                    return Task.CompletedTask;
                });
            }));

            // The migrated service: sends BlockPack, and its own endpoint still reads JSON from services not yet migrated.
            string migratedQueue = Buses.Queue("migrated");
            var jsonAtMigrated = new TaskCompletionSource<(SubmitOrder Message, string? ContentType)>(TaskCreationOptions.RunContinuationsAsynchronously);
            IBusControl blockPackSender = await Buses.StartAsync(this.server, cfg =>
            {
                cfg.UseBlockPackSerializer();
                cfg.ReceiveEndpoint(migratedQueue, e => e.Handler<SubmitOrder>(ctx =>
                {
                    jsonAtMigrated.TrySetResult((ctx.Message, ctx.ReceiveContext.ContentType?.MediaType));
                    return Task.CompletedTask;
                }));
            });
            try
            {
                SubmitOrder fromJson = SubmitOrder.Create(lines: 12, seed: 100);
                SubmitOrder fromBlockPack = SubmitOrder.Create(lines: 12, seed: 101);
                await (await consumer.GetSendEndpoint(new Uri($"queue:{queue}"))).Send(fromJson);
                await (await blockPackSender.GetSendEndpoint(new Uri($"queue:{queue}"))).Send(fromBlockPack);

                await both.Task.WaitAsync(Buses.Wait);
                Assert.Equal("application/vnd.masstransit+json", seen[fromJson.OrderId].ContentType);
                Assert.Equal("application/vnd.masstransit+blockpack", seen[fromBlockPack.OrderId].ContentType);
                Assert.True(fromJson.SameAs(seen[fromJson.OrderId].Message));
                Assert.True(fromBlockPack.SameAs(seen[fromBlockPack.OrderId].Message));

                SubmitOrder toMigrated = SubmitOrder.Create(lines: 5, seed: 102);
                await (await consumer.GetSendEndpoint(new Uri($"queue:{migratedQueue}"))).Send(toMigrated);
                (SubmitOrder message, string? contentType) = await Buses.Within(jsonAtMigrated.Task);
                Assert.Equal("application/vnd.masstransit+json", contentType);
                Assert.True(toMigrated.SameAs(message));
            }
            finally
            {
                await Buses.StopAsync(blockPackSender);
                await Buses.StopAsync(consumer);
            }
        }
    }
}
