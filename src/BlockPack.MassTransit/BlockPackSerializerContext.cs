using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.Serialization;
using System.Text.Json;
using MassTransit;
using MassTransit.Serialization;

namespace BlockPack.MassTransit
{
    /// <summary>
    /// A received BlockPack envelope as MassTransit consumes it: the header fields come from the envelope, and the
    /// message is decoded from its slice of the body into the type a consumer asks for, once per request.
    /// </summary>
    internal sealed class BlockPackSerializerContext : BaseSerializerContext
    {
        private readonly ReceivedEnvelope envelope;
        private readonly SerializerSettings settings;

        internal BlockPackSerializerContext(IObjectDeserializer objectDeserializer, ReceivedEnvelope envelope, SerializerSettings settings)
            : base(objectDeserializer, envelope, envelope.MessageTypes)
        {
            this.envelope = envelope;
            this.settings = settings;
        }

        /// <inheritdoc/>
        public override bool TryGetMessage<T>([NotNullWhen(true)] out T? message)
            where T : class
        {
            if (!this.IsSupportedMessageType<T>())
            {
                message = null;
                return false;
            }

            message = this.Decode<T>();
            return message is not null;
        }

        /// <inheritdoc/>
        public override bool TryGetMessage(Type messageType, [NotNullWhen(true)] out object? message)
        {
            ArgumentNullException.ThrowIfNull(messageType);
            message = this.Decode(messageType);
            return message is not null;
        }

        /// <inheritdoc/>
        public override IMessageSerializer GetMessageSerializer()
            => new EnvelopeMessageSerializer(this.ToEnvelope(this.SupportedMessageTypes), this.envelope.Message, this.settings.WriteOptions);

        /// <inheritdoc/>
        public override IMessageSerializer GetMessageSerializer<T>(MessageEnvelope envelope, T message)
            where T : class
        {
            ArgumentNullException.ThrowIfNull(envelope);
            ArgumentNullException.ThrowIfNull(message);
            return new EnvelopeMessageSerializer(envelope, message, SerializerSettings.WrittenType(typeof(T), message), this.settings.WriteOptions);
        }

        /// <inheritdoc/>
        public override IMessageSerializer GetMessageSerializer(object message, string[] messageTypes)
        {
            ArgumentNullException.ThrowIfNull(message);
            ArgumentNullException.ThrowIfNull(messageTypes);
            return new EnvelopeMessageSerializer(this.ToEnvelope(messageTypes), message, message.GetType(), this.settings.WriteOptions);
        }

        /// <inheritdoc/>
        /// <remarks>Property names and values, as MassTransit's JSON serializers give them (System.Text.Json reflects the object).</remarks>
        public override Dictionary<string, object> ToDictionary<T>(T? message)
            where T : class
            => message is null
                ? new Dictionary<string, object>(StringComparer.OrdinalIgnoreCase)
                : JsonSerializer.SerializeToElement(message, SystemTextJsonMessageSerializer.Options).Deserialize<Dictionary<string, object>>(SystemTextJsonMessageSerializer.Options)!;

        private MessageEnvelope ToEnvelope(string[] messageTypes) => new JsonMessageEnvelope(this, null!, messageTypes);

        private T? Decode<T>()
        {
            try
            {
                return MessagePackSerializer.Deserialize<T>(this.envelope.Message, this.settings.ReadOptions);
            }
            catch (MessagePackSerializationException ex)
            {
                throw Undecodable(typeof(T), ex);
            }
        }

        private object? Decode(Type messageType)
        {
            try
            {
                return MessagePackSerializer.Deserialize(messageType, this.envelope.Message, this.settings.ReadOptions);
            }
            catch (MessagePackSerializationException ex)
            {
                throw Undecodable(messageType, ex);
            }
        }

        private SerializationException Undecodable(Type messageType, Exception cause)
            => new SerializationException(
                $"The BlockPack message {this.envelope.MessageId?.ToString() ?? "(no message id)"} could not be read as {messageType.FullName} ({this.envelope.Message.Length} bytes): {cause.Message}",
                cause);
    }
}
