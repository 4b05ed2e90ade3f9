using System;
using System.Linq;
using System.Runtime.Serialization;
using BlockPack.MassTransit;
using global::MassTransit;
using global::MassTransit.Events;
using global::MassTransit.Metadata;
using Xunit;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>The serializer and deserializer without a broker: envelopes, faults, framing and every truncation.</summary>
    public sealed class SerializerRoundTripTests
    {
        [Fact]
        public void The_message_is_a_checked_Lz4BlockArray_value_above_the_threshold_and_plain_below_it()
        {
            byte[] large = Bodies.Write(SubmitOrder.Create(lines: 50));
            byte[] small = Bodies.Write(new OrderAccepted { OrderId = Guid.NewGuid(), LineCount = 2 });

            var reader = new MessagePackReader(EnvelopeCodec.Read(large).Message);
            Assert.Equal(2, reader.ReadArrayHeader()); // one block: [ext 97 (lengths and CRC-32Cs), bin]
            Assert.Equal(ReservedExtensionTypeCodes.CheckedLz4BlockArray, reader.ReadExtensionFormatHeader().TypeCode);

            var plain = new MessagePackReader(EnvelopeCodec.Read(small).Message);
            Assert.Equal(2, plain.ReadArrayHeader());
            Assert.Equal(MessagePackType.String, plain.NextMessagePackType); // the Guid, uncompressed
        }

        [Fact]
        public void Envelope_fields_written_by_the_serializer_read_back_identically()
        {
            Guid messageId = Guid.NewGuid(), correlationId = Guid.NewGuid(), conversationId = Guid.NewGuid(), initiatorId = Guid.NewGuid(), requestId = Guid.NewGuid();
            SubmitOrder order = SubmitOrder.Create(lines: 3);
            byte[] body = Bodies.Write(order, ctx =>
            {
                ctx.MessageId = messageId;
                ctx.CorrelationId = correlationId;
                ctx.ConversationId = conversationId;
                ctx.InitiatorId = initiatorId;
                ctx.RequestId = requestId;
                ctx.SourceAddress = new Uri("rabbitmq://h/source");
                ctx.DestinationAddress = new Uri("rabbitmq://h/destination");
                ctx.ResponseAddress = new Uri("rabbitmq://h/response");
                ctx.FaultAddress = new Uri("rabbitmq://h/fault");
                ctx.Headers.Set("Tenant", "acme");
                ctx.Headers.Set("Max", ulong.MaxValue);
                ctx.Headers.Set("Id", Guid.Empty);
                ctx.Headers.Set("Accept", new System.Collections.Generic.List<string> { "urn:message:A", "urn:message:B" });
                ctx.Headers.Set("Mixed", new object?[] { 1, "two", null, true });
                ctx.Headers.Set("Nested", new System.Collections.Generic.Dictionary<string, object?> { ["Level"] = 2, ["Tags"] = new[] { "x" } });
            });

            (SerializerContext context, SubmitOrder? back) = Bodies.Read<SubmitOrder>(body);
            Assert.True(order.SameAs(back));
            Assert.Equal(messageId, context.MessageId);
            Assert.Equal(correlationId, context.CorrelationId);
            Assert.Equal(conversationId, context.ConversationId);
            Assert.Equal(initiatorId, context.InitiatorId);
            Assert.Equal(requestId, context.RequestId);
            Assert.Equal(new Uri("rabbitmq://h/source"), context.SourceAddress);
            Assert.Equal(new Uri("rabbitmq://h/destination"), context.DestinationAddress);
            Assert.Equal(new Uri("rabbitmq://h/response"), context.ResponseAddress);
            Assert.Equal(new Uri("rabbitmq://h/fault"), context.FaultAddress);
            Assert.Equal("acme", context.Headers.Get<string>("Tenant"));
            Assert.True(context.Headers.TryGetHeader("Max", out object? max));
            Assert.Equal(ulong.MaxValue, max);
            Assert.True(context.Headers.TryGetHeader("Id", out object? id));
            Assert.Equal(Guid.Empty.ToString(), id); // other types travel as their invariant text, as in MassTransit's JSON
            Assert.Equal(new[] { "urn:message:A", "urn:message:B" }, context.Headers.Get<string[]>("Accept"));
            Assert.True(context.Headers.TryGetHeader("Mixed", out object? mixed));
            Assert.Equal(new object?[] { 1, "two", null, true }, mixed);
            Assert.True(context.Headers.TryGetHeader("Nested", out object? nested));
            var nestedMap = Assert.IsType<System.Collections.Generic.Dictionary<string, object?>>(nested);
            Assert.Equal(2, nestedMap["Level"]);
            Assert.Equal(new[] { "x" }, nestedMap["Tags"]);
            Assert.Equal(HostMetadataCache.Host.ProcessId, context.Host.ProcessId);
            Assert.Equal(HostMetadataCache.Host.MassTransitVersion, context.Host.MassTransitVersion);
            Assert.Contains(MessageUrn.ForTypeString<SubmitOrder>(), context.SupportedMessageTypes);

            // Asked for a type the envelope does not list, the context says no rather than decoding the bytes as it.
            Assert.False(context.TryGetMessage(out OrderAccepted? _));
        }

        [Fact]
        public void A_fault_round_trips_with_nested_exception_information()
        {
            SubmitOrder order = SubmitOrder.Create(lines: 2, seed: 9);
            var cause = new InvalidOperationException("outer", new ArgumentException("inner"));
            cause.Data["Attempt"] = 2;
            Exception thrown;
            try
            {
                throw cause;
            }
            catch (InvalidOperationException ex)
            {
                thrown = ex;
            }

            var fault = new FaultEvent<SubmitOrder>(order, Guid.NewGuid(), HostMetadataCache.Host, thrown, new[] { MessageUrn.ForTypeString<SubmitOrder>() });
            byte[] body = Bodies.Write<Fault<SubmitOrder>>(fault);

            (SerializerContext _, Fault<SubmitOrder>? back) = Bodies.Read<Fault<SubmitOrder>>(body);
            Assert.NotNull(back);
            Assert.Equal(fault.FaultId, back!.FaultId);
            Assert.Equal(fault.FaultedMessageId, back.FaultedMessageId);
            Assert.Equal(fault.Timestamp, back.Timestamp);
            Assert.Equal(fault.FaultMessageTypes, back.FaultMessageTypes);
            Assert.True(order.SameAs(back.Message));
            ExceptionInfo outer = Assert.Single(back.Exceptions);
            Assert.Equal("System.InvalidOperationException", outer.ExceptionType);
            Assert.Equal("outer", outer.Message);
            Assert.Equal(fault.Exceptions![0].StackTrace, outer.StackTrace);
            Assert.Equal(fault.Exceptions![0].Source, outer.Source);
            Assert.Equal(2, outer.Data!["Attempt"]);
            Assert.Equal("System.ArgumentException", outer.InnerException!.ExceptionType);
            Assert.Equal("inner", outer.InnerException.Message);
            Assert.Null(outer.InnerException.InnerException);
            Assert.Equal(fault.Host.MachineName, back.Host.MachineName);
        }

        [Fact]
        public void Every_truncation_of_a_body_is_refused_with_a_SerializationException()
        {
            byte[] body = Bodies.Write(SubmitOrder.Create(lines: 20), ctx => ctx.Headers.Set("Tenant", "acme"));
            for (int length = 0; length < body.Length; length++)
            {
                byte[] cut = body.AsSpan(0, length).ToArray();
                Assert.Throws<SerializationException>(() => Bodies.Read<SubmitOrder>(cut));
            }
        }

        [Theory]
        [InlineData("trailing bytes", "more bytes")]
        [InlineData("version 2", "format version 2")]
        [InlineData("15 elements", "not 16")]
        [InlineData("message id not a GUID", "is not a GUID")]
        [InlineData("source address not a URI", "is not an absolute URI")]
        [InlineData("header key not a string", "not a string")]
        [InlineData("header value binary", "header values are strings")]
        [InlineData("header key twice", "twice")]
        public void A_malformed_envelope_is_refused_with_its_reason(string damage, string reason)
        {
            var buffer = new System.Buffers.ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.WriteArrayHeader(damage == "15 elements" ? 15 : 16);
            writer.Write(damage == "version 2" ? 2 : 1);
            writer.Write(damage == "message id not a GUID" ? "order-42" : Guid.NewGuid().ToString());
            for (int i = 0; i < 4; i++)
            {
                writer.WriteNil();
            }

            writer.Write(damage == "source address not a URI" ? "not a uri" : "rabbitmq://h/source");
            for (int i = 0; i < 3; i++)
            {
                writer.WriteNil();
            }

            writer.WriteArrayHeader(1);
            writer.Write(MessageUrn.ForTypeString<OrderAccepted>());
            writer.WriteNil();
            writer.WriteNil();
            writer.WriteMapHeader(damage == "header key twice" ? 2 : 1);
            if (damage == "header key not a string")
            {
                writer.Write(7);
            }
            else
            {
                writer.Write("Tenant");
            }

            if (damage == "header value binary")
            {
                writer.Write(new byte[] { 1, 2, 3 });
            }
            else
            {
                writer.Write("acme");
            }

            if (damage == "header key twice")
            {
                writer.Write("TENANT");
                writer.Write("other");
            }

            writer.WriteNil();
            MessagePackSerializer.Serialize(ref writer, new OrderAccepted { OrderId = Guid.NewGuid(), LineCount = 1 });
            if (damage == "trailing bytes")
            {
                writer.WriteNil();
            }

            writer.Flush();
            SerializationException refused = Assert.Throws<SerializationException>(() => Bodies.Read<OrderAccepted>(buffer.WrittenSpan.ToArray()));
            Assert.Contains(reason, refused.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void A_flipped_bit_anywhere_in_the_compressed_message_is_refused_with_checksums_on()
        {
            SubmitOrder order = SubmitOrder.Create(lines: 60);
            byte[] body = Bodies.Write(order);
            (int offset, int length) = Bodies.MessageSpan(body);
            int refused = 0;
            for (int i = offset; i < offset + length; i++)
            {
                for (int bit = 0; bit < 8; bit += 3)
                {
                    byte[] damaged = (byte[])body.Clone();
                    damaged[i] ^= (byte)(1 << bit);
                    try
                    {
                        (SerializerContext _, SubmitOrder? back) = Bodies.Read<SubmitOrder>(damaged);

                        // The one tolerated outcome besides refusal: the flip landed in bytes that do not change the value.
                        Assert.True(order.SameAs(back), $"byte {i - offset} bit {bit} read as a different order");
                    }
                    catch (SerializationException)
                    {
                        refused++;
                    }
                }
            }

            Assert.True(refused > length * 2, $"only {refused} of {length * 3} flips were refused");
        }

        [Fact]
        public void A_body_written_with_compression_off_reads_with_the_default_options()
        {
            var plainFactory = new BlockPackSerializerFactory(MessagePackSerializerOptions.Standard);
            SubmitOrder order = SubmitOrder.Create(lines: 50);
            byte[] body = Bodies.Write(order, factory: plainFactory);
            Assert.True(order.SameAs(Bodies.Read<SubmitOrder>(body).Message));
            Assert.True(order.SameAs(Bodies.Read<SubmitOrder>(Bodies.Write(order), plainFactory).Message));
        }

        [Fact]
        public void The_text_form_of_a_body_is_base64_and_reads_back()
        {
            var context = new global::MassTransit.Context.MessageSendContext<SubmitOrder>(SubmitOrder.Create(lines: 4), default);
            MessageBody body = Bodies.Factory.CreateSerializer().GetMessageBody(context);
            string text = body.GetString();
            Assert.Equal(Convert.ToBase64String(body.GetBytes()), text);
            Assert.Equal(body.GetBytes(), Bodies.Factory.CreateDeserializer().GetMessageBody(text).GetBytes());
            Assert.Equal(body.Length, body.GetBytes().Length);
        }
    }
}
