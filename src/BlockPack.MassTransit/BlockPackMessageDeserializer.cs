using System;
using System.Net.Mime;
using MassTransit;
using MassTransit.Serialization;

namespace BlockPack.MassTransit
{
    /// <summary>
    /// Reads BlockPack envelopes. The envelope's fields are read and checked on receipt; a body that is not a
    /// well-formed envelope raises a <see cref="System.Runtime.Serialization.SerializationException"/> saying why,
    /// which MassTransit turns into a move to the endpoint's error queue.
    /// </summary>
    internal sealed class BlockPackMessageDeserializer : IMessageDeserializer
    {
        private readonly SerializerSettings settings;

        // Header values and other loosely typed objects (IObjectDeserializer) convert as MassTransit's JSON does.
        private readonly IObjectDeserializer objects = new SystemTextJsonMessageSerializer(SystemTextJsonMessageSerializer.JsonContentType);

        internal BlockPackMessageDeserializer(SerializerSettings settings) => this.settings = settings;

        /// <inheritdoc/>
        public ContentType ContentType => BlockPackSerializerFactory.BlockPackContentType;

        /// <inheritdoc/>
        public void Probe(ProbeContext context)
        {
            ArgumentNullException.ThrowIfNull(context);
            ProbeContext scope = context.CreateScope("blockpack");
            scope.Add("contentType", this.ContentType.MediaType);
            scope.Add("compression", this.settings.WriteOptions.Compression.ToString());
        }

        /// <inheritdoc/>
        public ConsumeContext Deserialize(ReceiveContext receiveContext)
        {
            ArgumentNullException.ThrowIfNull(receiveContext);
            return new BodyConsumeContext(receiveContext, this.Deserialize(receiveContext.Body, receiveContext.TransportHeaders, receiveContext.InputAddress));
        }

        /// <inheritdoc/>
        /// <remarks>
        /// Reads <see cref="MessageBody.GetBytes"/>: the transports hold received bodies as arrays already (the
        /// RabbitMQ transport copies each delivery into one), so this is the body itself, not a copy.
        /// </remarks>
        public SerializerContext Deserialize(MessageBody body, Headers headers, Uri? destinationAddress = null)
        {
            ArgumentNullException.ThrowIfNull(body);
            ReceivedEnvelope envelope = EnvelopeCodec.Read(body.GetBytes());
            return new BlockPackSerializerContext(this.objects, envelope, this.settings);
        }

        /// <inheritdoc/>
        /// <remarks>The text form of a BlockPack body is base64 (what <see cref="MessageBody.GetString"/> gives for one).</remarks>
        public MessageBody GetMessageBody(string text)
        {
            ArgumentNullException.ThrowIfNull(text);
            return new BytesMessageBody(Convert.FromBase64String(text));
        }
    }
}
