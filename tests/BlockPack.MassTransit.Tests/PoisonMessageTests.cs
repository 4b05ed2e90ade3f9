using System;
using System.Buffers;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.MassTransit;
using global::MassTransit;
using global::MassTransit.Serialization;
using RabbitMQ.Client;
using Xunit;
using Xunit.Abstractions;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>
    /// Damaged and hostile bodies published raw, with BlockPack's content type, into a running endpoint: each lands in
    /// the error (or skipped) queue with a reason, the consumer keeps running and consumes the next good message, and
    /// nothing is ever consumed as a different value.
    /// </summary>
    [Collection(RabbitMqCollection.Name)]
    public sealed class PoisonMessageTests
    {
        private const string ContentType = "application/vnd.masstransit+blockpack";
        private readonly RabbitMqServer server;
        private readonly ITestOutputHelper output;

        public PoisonMessageTests(RabbitMqFixture fixture, ITestOutputHelper output)
        {
            this.server = fixture.Server;
            this.output = output;
        }

        [Fact]
        public async Task Poison_messages_go_to_the_error_queue_with_a_reason_and_the_next_good_message_is_consumed()
        {
            string queue = Buses.Queue("poison");
            var consumed = new ConcurrentQueue<SubmitOrder>();
            var good = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
            SubmitOrder goodOrder = SubmitOrder.Create(lines: 30, seed: 77);
            IBusControl bus = await Buses.StartAsync(this.server, cfg =>
            {
                cfg.UseBlockPackSerializer();
                cfg.ReceiveEndpoint(queue, e => e.Handler<SubmitOrder>(ctx =>
                {
                    consumed.Enqueue(ctx.Message);
                    if (ctx.Message.OrderId == goodOrder.OrderId)
                    {
                        good.TrySetResult();
                    }

                    return Task.CompletedTask;
                }));
            });
            await using RawRabbit raw = await RawRabbit.ConnectAsync(this.server);
            try
            {
                Dictionary<string, byte[]> poison = PoisonBodies();
                foreach ((string name, byte[] body) in poison)
                {
                    await raw.PublishAsync(queue, body, ContentType, messageId: name);
                }

                byte[] unknownType = Bodies.Write(new OrderAccepted { OrderId = Guid.NewGuid(), LineCount = 1 });
                await raw.PublishAsync(queue, unknownType, ContentType, messageId: "unknown-type");
                await raw.PublishAsync(queue, Bodies.Write(goodOrder), ContentType, messageId: "good");

                await good.Task.WaitAsync(Buses.Wait);
                List<BasicGetResult> errors = await raw.TakeAsync(queue + "_error", poison.Count);
                foreach (BasicGetResult error in errors)
                {
                    string reason = RawRabbit.Header(error, "MT-Fault-Message") ?? RawRabbit.Header(error, "MT-Reason") ?? "(no reason)";
                    this.output.WriteLine($"{error.BasicProperties.MessageId}: MT-Reason={RawRabbit.Header(error, "MT-Reason")}; {RawRabbit.Header(error, "MT-Fault-ExceptionType")}: {reason}");
                }

                Assert.Equal(poison.Keys.OrderBy(k => k), errors.Select(e => e.BasicProperties.MessageId!).OrderBy(k => k));
                foreach (BasicGetResult error in errors)
                {
                    string name = error.BasicProperties.MessageId!;
                    Assert.Equal(poison[name], error.Body.ToArray());
                    Assert.Equal("fault", RawRabbit.Header(error, "MT-Reason"));
                    Assert.Contains(ExpectedReason(name), RawRabbit.Header(error, "MT-Fault-Message"), StringComparison.Ordinal);
                }

                BasicGetResult skipped = Assert.Single(await raw.TakeAsync(queue + "_skipped", 1));
                Assert.Equal("unknown-type", skipped.BasicProperties.MessageId);

                // Only the good message was consumed, and as itself.
                SubmitOrder only = Assert.Single(consumed);
                Assert.True(goodOrder.SameAs(only));
            }
            finally
            {
                await Buses.StopAsync(bus);
            }
        }

        private static string ExpectedReason(string name) => name switch
        {
            // MassTransit's fault headers carry the innermost exception: BlockPack's own words for what is wrong.
            "truncated" => "Unexpected end of MessagePack data",
            "huge-envelope-array" => "declares 4294967295 elements",
            "huge-header-map" => "declares 2147483647 entries",
            "huge-declared-message" => "MaximumDecompressedSize",
            "flipped-bit" => "fails its CRC-32C check",
            "not-msgpack" => "not a BlockPack envelope",
            _ => throw new ArgumentOutOfRangeException(nameof(name), name, null),
        };

        /// <summary>The damaged bodies, by the message id they are published under.</summary>
        internal static Dictionary<string, byte[]> PoisonBodies()
        {
            byte[] whole = Bodies.Write(SubmitOrder.Create(lines: 400, seed: 5));
            (int offset, int length) = Bodies.MessageSpan(whole);
            byte[] flipped = (byte[])whole.Clone();
            flipped[offset + (length / 2)] ^= 0x10;

            return new Dictionary<string, byte[]>
            {
                ["truncated"] = whole.AsSpan(0, whole.Length / 2).ToArray(),
                ["huge-envelope-array"] = new byte[] { 0xdd, 0xff, 0xff, 0xff, 0xff, 0x01 },
                ["huge-header-map"] = HugeHeaderMap(),
                ["huge-declared-message"] = HugeDeclaredMessage(),
                ["flipped-bit"] = flipped,
                ["not-msgpack"] = System.Text.Encoding.UTF8.GetBytes("{\"message\":{\"orderId\":\"x\"}}"),
            };
        }

        /// <summary>A well-formed start whose header map claims 2^31 - 1 entries in a few bytes.</summary>
        private static byte[] HugeHeaderMap()
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            WriteFieldsBeforeHeaders(ref writer);
            writer.WriteMapHeader(int.MaxValue);
            writer.Write("k");
            writer.Write("v");
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        /// <summary>A valid envelope whose message is an LZ4 block array declaring 2 GiB of plain bytes in one block.</summary>
        private static byte[] HugeDeclaredMessage()
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            WriteFieldsBeforeHeaders(ref writer);
            writer.WriteNil(); // headers
            writer.WriteNil(); // host
            writer.WriteArrayHeader(2);
            writer.WriteExtensionFormatHeader(new ExtensionHeader(98, 5));
            writer.WriteRaw(new byte[] { 0xd2, 0x7f, 0xff, 0xff, 0xff });
            writer.Write(new byte[] { 0x1f, 0x00, 0x01, 0x02 });
            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }

        private static void WriteFieldsBeforeHeaders(ref MessagePackWriter writer)
        {
            writer.WriteArrayHeader(16);
            writer.Write(1);
            for (int i = 0; i < 9; i++)
            {
                writer.WriteNil();
            }

            writer.WriteArrayHeader(1);
            writer.Write(MessageUrn.ForTypeString<SubmitOrder>());
            writer.WriteNil();
            writer.WriteNil();
        }
    }
}
