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
        public async Task An_endpoint_with_the_BlockPack_deserializer_consumes_JSON_and_BlockPack_senders_alike()
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

            // The migrated sender.
            IBusControl blockPackSender = await Buses.StartAsync(this.server, cfg => cfg.UseBlockPackSerializer());
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
            }
            finally
            {
                await Buses.StopAsync(blockPackSender);
                await Buses.StopAsync(consumer);
            }
        }
    }
}
