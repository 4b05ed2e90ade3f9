using System;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.MassTransit;
using global::MassTransit;
using RabbitMQ.Client;
using Xunit;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>A consumer that throws: the message goes to the _error queue with its fault headers, and Fault&lt;T&gt; is published as BlockPack.</summary>
    [Collection(RabbitMqCollection.Name)]
    public sealed class FaultOverRabbitMqTests
    {
        private readonly RabbitMqServer server;

        public FaultOverRabbitMqTests(RabbitMqFixture fixture) => this.server = fixture.Server;

        [Fact]
        public async Task A_throwing_consumer_moves_the_message_to_the_error_queue_and_publishes_its_fault()
        {
            string queue = Buses.Queue("throws");
            var faults = new TaskCompletionSource<(Fault<SubmitOrder> Fault, string? ContentType)>(TaskCreationOptions.RunContinuationsAsynchronously);
            IBusControl bus = await Buses.StartAsync(this.server, cfg =>
            {
                cfg.UseBlockPackSerializer();
                cfg.ReceiveEndpoint(queue, e => e.Handler<SubmitOrder>(ctx => throw new InvalidOperationException($"order {ctx.Message.OrderId} rejected")));
                cfg.ReceiveEndpoint(queue + "-faults", e => e.Handler<Fault<SubmitOrder>>(ctx =>
                {
                    faults.TrySetResult((ctx.Message, ctx.ReceiveContext.ContentType?.MediaType));
                    return Task.CompletedTask;
                }));
            });
            await using RawRabbit raw = await RawRabbit.ConnectAsync(this.server);
            try
            {
                SubmitOrder order = SubmitOrder.Create(lines: 25, seed: 42);
                Guid messageId = Guid.NewGuid();
                ISendEndpoint endpoint = await bus.GetSendEndpoint(new Uri($"queue:{queue}"));
                await endpoint.Send(order, ctx => ctx.MessageId = messageId);

                // The published Fault<SubmitOrder>, itself a BlockPack envelope.
                (Fault<SubmitOrder> fault, string? faultContentType) = await Buses.Within(faults.Task);
                Assert.Equal("application/vnd.masstransit+blockpack", faultContentType);
                Assert.Equal(messageId, fault.FaultedMessageId);
                Assert.NotEqual(Guid.Empty, fault.FaultId);
                Assert.InRange(fault.Timestamp, DateTime.UtcNow.AddMinutes(-2), DateTime.UtcNow.AddSeconds(5));
                ExceptionInfo exception = Assert.Single(fault.Exceptions);
                Assert.Equal("System.InvalidOperationException", exception.ExceptionType);
                Assert.Equal($"order {order.OrderId} rejected", exception.Message);
                Assert.Contains(nameof(A_throwing_consumer_moves_the_message_to_the_error_queue_and_publishes_its_fault), exception.StackTrace);
                Assert.Equal(Environment.ProcessId, fault.Host.ProcessId);
                Assert.Contains(MessageUrn.ForTypeString<SubmitOrder>(), fault.FaultMessageTypes);
                Assert.True(order.SameAs(fault.Message));

                // The original body in the error queue, untouched, with MassTransit's fault headers.
                BasicGetResult error = Assert.Single(await raw.TakeAsync(queue + "_error", 1));
                Assert.Equal("application/vnd.masstransit+blockpack", error.BasicProperties.ContentType);
                Assert.Equal("fault", RawRabbit.Header(error, "MT-Reason"));
                Assert.Equal("System.InvalidOperationException", RawRabbit.Header(error, "MT-Fault-ExceptionType"));
                Assert.Equal($"order {order.OrderId} rejected", RawRabbit.Header(error, "MT-Fault-Message"));
                (SerializerContext context, SubmitOrder? inError) = Bodies.Read<SubmitOrder>(error.Body.ToArray());
                Assert.Equal(messageId, context.MessageId);
                Assert.True(order.SameAs(inError));
            }
            finally
            {
                await Buses.StopAsync(bus);
            }
        }
    }
}
