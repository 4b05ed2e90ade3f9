using System;
using System.Buffers;
using System.Net.Mime;
using MassTransit;
using MassTransit.Serialization;

namespace BlockPack.MassTransit
{
    /// <summary>
    /// Sends a received message on (redelivery, the outbox, forwarding): the envelope of the received message,
    /// brought up to date by the new send context, around either the received message's bytes as they are or a
    /// replacement message.
    /// </summary>
    internal sealed class EnvelopeMessageSerializer : IMessageSerializer
    {
        private readonly MessageEnvelope envelope;
        private readonly ReadOnlySequence<byte> messageBytes;
        private readonly object? replacement;
        private readonly Type? replacementType;
        private readonly MessagePackSerializerOptions options;

        /// <summary>Resends <paramref name="messageBytes"/>, an already written message value, unchanged.</summary>
        internal EnvelopeMessageSerializer(MessageEnvelope envelope, ReadOnlySequence<byte> messageBytes, MessagePackSerializerOptions options)
        {
            this.envelope = envelope;
            this.messageBytes = messageBytes;
            this.options = options;
        }

        /// <summary>Sends <paramref name="replacement"/>, written as <paramref name="replacementType"/>, in the envelope.</summary>
        internal EnvelopeMessageSerializer(MessageEnvelope envelope, object replacement, Type replacementType, MessagePackSerializerOptions options)
        {
            this.envelope = envelope;
            this.replacement = replacement;
            this.replacementType = replacementType;
            this.options = options;
        }

        /// <inheritdoc/>
        public ContentType ContentType => BlockPackSerializerFactory.BlockPackContentType;

        /// <inheritdoc/>
        public MessageBody GetMessageBody<T>(SendContext<T> context)
            where T : class
        {
            ArgumentNullException.ThrowIfNull(context);
            var updated = new JsonMessageEnvelope(this.envelope);
            updated.Update(context);
            return new ForwardBody(this, updated);
        }

        private sealed class ForwardBody : BlockPackMessageBody
        {
            private readonly EnvelopeMessageSerializer owner;
            private readonly MessageEnvelope envelope;

            internal ForwardBody(EnvelopeMessageSerializer owner, MessageEnvelope envelope)
            {
                this.owner = owner;
                this.envelope = envelope;
            }

            protected override void Write(IBufferWriter<byte> output)
            {
                EnvelopeCodec.WriteFields(output, this.envelope);
                if (this.owner.replacementType is null)
                {
                    var writer = new MessagePackWriter(output);
                    writer.WriteRaw(this.owner.messageBytes);
                    writer.Flush();
                }
                else
                {
                    MessagePackSerializer.Serialize(this.owner.replacementType, output, this.owner.replacement, this.owner.options);
                }
            }
        }
    }
}
