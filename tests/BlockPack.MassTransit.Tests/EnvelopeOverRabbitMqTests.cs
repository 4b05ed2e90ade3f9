using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.MassTransit;
using global::MassTransit;
using Xunit;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>Publish/consume and request/response through a real rabbitmq-server, with every envelope field checked.</summary>
    [Collection(RabbitMqCollection.Name)]
    public sealed class EnvelopeOverRabbitMqTests
    {
        private readonly RabbitMqServer server;

        public EnvelopeOverRabbitMqTests(RabbitMqFixture fixture) => this.server = fixture.Server;

        [Fact]
        public async Task Every_envelope_field_survives_a_send_through_the_broker()
        {
            string queue = Buses.Queue("envelope");
            var received = new TaskCompletionSource<Received>(TaskCreationOptions.RunContinuationsAsynchronously);
            IBusControl bus = await Buses.StartAsync(this.server, cfg =>
            {
                cfg.UseBlockPackSerializer();
                cfg.ReceiveEndpoint(queue, e => e.Handler<SubmitOrder>(ctx =>
                {
                    received.TrySetResult(new Received(ctx));
                    return Task.CompletedTask;
                }));
            });
            try
            {
                SubmitOrder order = SubmitOrder.Create(lines: 40, seed: 3);
                Guid messageId = Guid.NewGuid(), correlationId = Guid.NewGuid(), conversationId = Guid.NewGuid(), initiatorId = Guid.NewGuid(), requestId = Guid.NewGuid();
                var responseAddress = new Uri("rabbitmq://127.0.0.1/replies-here");
                var faultAddress = new Uri("rabbitmq://127.0.0.1/faults-here");
                var sentTime = new DateTime(2026, 11, 28, 12, 30, 15, 123, DateTimeKind.Utc);
                DateTime before = DateTime.UtcNow;

                ISendEndpoint endpoint = await bus.GetSendEndpoint(new Uri($"queue:{queue}"));
                await endpoint.Send(order, ctx =>
                {
                    ctx.MessageId = messageId;
                    ctx.CorrelationId = correlationId;
                    ctx.ConversationId = conversationId;
                    ctx.InitiatorId = initiatorId;
                    ctx.RequestId = requestId;
                    ctx.ResponseAddress = responseAddress;
                    ctx.FaultAddress = faultAddress;
                    ctx.TimeToLive = TimeSpan.FromMinutes(5);
                    ctx.Headers.Set("Tenant", "acme");
                    ctx.Headers.Set("Attempt", 3);
                    ctx.Headers.Set("Big", 5_000_000_000L);
                    ctx.Headers.Set("Ratio", 0.25);
                    ctx.Headers.Set("Urgent", true);
                    ctx.Headers.Set("PlacedAt", sentTime);
                    ctx.Headers.Set("Nothing", null, overwrite: true);
                });

                Received got = await Buses.Within(received.Task);
                Assert.Equal("application/vnd.masstransit+blockpack", got.ContentType);
                Assert.True(order.SameAs(got.Message));
                Assert.Equal(messageId, got.MessageId);
                Assert.Equal(correlationId, got.CorrelationId);
                Assert.Equal(conversationId, got.ConversationId);
                Assert.Equal(initiatorId, got.InitiatorId);
                Assert.Equal(requestId, got.RequestId);
                Assert.Equal(responseAddress, got.ResponseAddress);
                Assert.Equal(faultAddress, got.FaultAddress);
                Assert.Equal(bus.Address.AbsolutePath, got.SourceAddress!.AbsolutePath);
                Assert.EndsWith("/" + queue, got.DestinationAddress!.AbsolutePath);
                Assert.InRange(got.SentTime!.Value, before.AddSeconds(-5), DateTime.UtcNow.AddSeconds(5));
                Assert.InRange(got.ExpirationTime!.Value, before.AddMinutes(5).AddSeconds(-5), DateTime.UtcNow.AddMinutes(5).AddSeconds(5));
                Assert.Contains(MessageUrn.ForTypeString<SubmitOrder>(), got.MessageTypes);

                Assert.Equal("acme", got.Headers["Tenant"]);
                Assert.Equal(3, got.Headers["Attempt"]);
                Assert.Equal(5_000_000_000L, got.Headers["Big"]);
                Assert.Equal(0.25, got.Headers["Ratio"]);
                Assert.Equal(true, got.Headers["Urgent"]);
                Assert.Equal(sentTime, got.Headers["PlacedAt"]);

                Assert.Equal(Environment.MachineName, got.Host.MachineName);
                Assert.Equal(Environment.ProcessId, got.Host.ProcessId);
                Assert.False(string.IsNullOrEmpty(got.Host.MassTransitVersion));
                Assert.False(string.IsNullOrEmpty(got.Host.FrameworkVersion));
            }
            finally
            {
                await Buses.StopAsync(bus);
            }
        }

        [Fact]
        public async Task A_request_gets_its_response_both_ways_as_BlockPack()
        {
            string queue = Buses.Queue("request");
            var requests = new TaskCompletionSource<Received>(TaskCreationOptions.RunContinuationsAsynchronously);
            IBusControl bus = await Buses.StartAsync(this.server, cfg =>
            {
                cfg.UseBlockPackSerializer();
                cfg.ReceiveEndpoint(queue, e => e.Handler<SubmitOrder>(async ctx =>
                {
                    requests.TrySetResult(new Received(ctx));
                    await ctx.RespondAsync(new OrderAccepted { OrderId = ctx.Message.OrderId, LineCount = ctx.Message.Lines.Count });
                }));
            });
            try
            {
                SubmitOrder order = SubmitOrder.Create(lines: 7, seed: 11);
                IRequestClient<SubmitOrder> client = bus.CreateRequestClient<SubmitOrder>(new Uri($"queue:{queue}"), RequestTimeout.After(s: 60));
                Response<OrderAccepted> response = await client.GetResponse<OrderAccepted>(order);

                Assert.Equal(order.OrderId, response.Message.OrderId);
                Assert.Equal(7, response.Message.LineCount);
                Received request = await Buses.Within(requests.Task);
                Assert.Equal("application/vnd.masstransit+blockpack", request.ContentType);
                Assert.NotNull(request.RequestId);
                Assert.Equal(request.RequestId, response.RequestId);

                // The request client's list of accepted response types travels as a string array, as in MassTransit's JSON.
                Assert.Contains(MessageUrn.ForTypeString<OrderAccepted>(), Assert.IsType<string[]>(request.Headers["MT-Request-AcceptType"]));
                Assert.Equal(bus.Address, request.ResponseAddress);
                Assert.Equal(request.ConversationId, response.ConversationId);
            }
            finally
            {
                await Buses.StopAsync(bus);
            }
        }

        [Fact]
        public async Task A_forwarded_message_keeps_its_bytes_and_envelope()
        {
            // Forward resends the received message through SerializerContext.GetMessageSerializer(): the received
            // envelope, updated by the new send, around the message's bytes as they arrived.
            string first = Buses.Queue("forward-from"), second = Buses.Queue("forward-to");
            var original = new TaskCompletionSource<Received>(TaskCreationOptions.RunContinuationsAsynchronously);
            var forwarded = new TaskCompletionSource<Received>(TaskCreationOptions.RunContinuationsAsynchronously);
            IBusControl bus = await Buses.StartAsync(this.server, cfg =>
            {
                cfg.UseBlockPackSerializer();
                cfg.ReceiveEndpoint(first, e => e.Handler<SubmitOrder>(async ctx =>
                {
                    original.TrySetResult(new Received(ctx));
                    await ctx.Forward(new Uri($"queue:{second}"));
                }));
                cfg.ReceiveEndpoint(second, e => e.Handler<SubmitOrder>(ctx =>
                {
                    forwarded.TrySetResult(new Received(ctx));
                    return Task.CompletedTask;
                }));
            });
            try
            {
                SubmitOrder order = SubmitOrder.Create(lines: 90, seed: 8);
                Guid correlationId = Guid.NewGuid();
                await (await bus.GetSendEndpoint(new Uri($"queue:{first}"))).Send(order, ctx =>
                {
                    ctx.CorrelationId = correlationId;
                    ctx.Headers.Set("Tenant", "acme");
                });

                Received before = await Buses.Within(original.Task);
                Received after = await Buses.Within(forwarded.Task);
                Assert.Equal("application/vnd.masstransit+blockpack", after.ContentType);
                Assert.True(order.SameAs(after.Message));
                Assert.Equal(before.MessageId, after.MessageId);
                Assert.Equal(correlationId, after.CorrelationId);
                Assert.Equal(before.ConversationId, after.ConversationId);
                Assert.Equal("acme", after.Headers["Tenant"]);
                Assert.EndsWith("/" + second, after.DestinationAddress!.AbsolutePath);
            }
            finally
            {
                await Buses.StopAsync(bus);
            }
        }

        /// <summary>What a handler saw, copied out of its consume context.</summary>
        internal sealed class Received
        {
            internal Received(ConsumeContext<SubmitOrder> ctx)
            {
                this.ContentType = ctx.ReceiveContext.ContentType?.MediaType;
                this.Message = ctx.Message;
                this.MessageId = ctx.MessageId;
                this.RequestId = ctx.RequestId;
                this.CorrelationId = ctx.CorrelationId;
                this.ConversationId = ctx.ConversationId;
                this.InitiatorId = ctx.InitiatorId;
                this.SourceAddress = ctx.SourceAddress;
                this.DestinationAddress = ctx.DestinationAddress;
                this.ResponseAddress = ctx.ResponseAddress;
                this.FaultAddress = ctx.FaultAddress;
                this.SentTime = ctx.SentTime;
                this.ExpirationTime = ctx.ExpirationTime;
                this.MessageTypes = ctx.SupportedMessageTypes.ToArray();
                this.Headers = ctx.Headers.GetAll().ToDictionary(p => p.Key, p => p.Value);
                this.Host = ctx.Host;
            }

            internal string? ContentType { get; }

            internal SubmitOrder Message { get; }

            internal Guid? MessageId { get; }

            internal Guid? RequestId { get; }

            internal Guid? CorrelationId { get; }

            internal Guid? ConversationId { get; }

            internal Guid? InitiatorId { get; }

            internal Uri? SourceAddress { get; }

            internal Uri? DestinationAddress { get; }

            internal Uri? ResponseAddress { get; }

            internal Uri? FaultAddress { get; }

            internal DateTime? SentTime { get; }

            internal DateTime? ExpirationTime { get; }

            internal string[] MessageTypes { get; }

            internal Dictionary<string, object> Headers { get; }

            internal HostInfo Host { get; }
        }
    }
}
