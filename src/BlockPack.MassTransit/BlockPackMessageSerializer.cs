using System;
using System.Buffers;
using System.Net.Mime;
using MassTransit;
using MassTransit.Serialization;

namespace BlockPack.MassTransit
{
    /// <summary>Writes outgoing messages as BlockPack envelopes (<see cref="EnvelopeCodec"/>).</summary>
    internal sealed class BlockPackMessageSerializer : IMessageSerializer
    {
        private readonly SerializerSettings settings;
        private readonly SystemTextJsonMessageSerializer json = new SystemTextJsonMessageSerializer(SystemTextJsonMessageSerializer.JsonContentType);

        internal BlockPackMessageSerializer(SerializerSettings settings) => this.settings = settings;

        /// <inheritdoc/>
        public ContentType ContentType => BlockPackSerializerFactory.BlockPackContentType;

        /// <inheritdoc/>
        public MessageBody GetMessageBody<T>(SendContext<T> context)
            where T : class
        {
            ArgumentNullException.ThrowIfNull(context);
            if (!this.settings.CanWrite(SerializerSettings.WrittenType(typeof(T), context.Message)))
            {
                // A type BlockPack has no formatter for (MassTransit's ReceiveFault, which it publishes when a body
                // cannot be read, is one) goes as MassTransit's JSON envelope, which every MassTransit endpoint reads.
                context.Serializer = this.json;
                context.ContentType = this.json.ContentType;
                return this.json.GetMessageBody(context);
            }

            return new SendBody<T>(context, this.settings.WriteOptions);
        }

        /// <summary>
        /// Reads the send context when the transport first asks for the body, as MassTransit's own serializers do, so
        /// that headers set after the serializer was chosen are still written.
        /// </summary>
        private sealed class SendBody<T> : BlockPackMessageBody
            where T : class
        {
            private readonly SendContext<T> context;
            private readonly MessagePackSerializerOptions options;

            internal SendBody(SendContext<T> context, MessagePackSerializerOptions options)
            {
                this.context = context;
                this.options = options;
            }

            protected override void Write(IBufferWriter<byte> output)
            {
                T message = this.context.Message;
                EnvelopeCodec.WriteFields(output, new JsonMessageEnvelope(this.context, message));
                Type written = SerializerSettings.WrittenType(typeof(T), message);
                if (written == typeof(T))
                {
                    MessagePackSerializer.Serialize(output, message, this.options);
                }
                else
                {
                    MessagePackSerializer.Serialize(written, output, message, this.options);
                }
            }
        }
    }
}
