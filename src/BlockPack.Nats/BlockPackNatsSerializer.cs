using System;
using System.Buffers;
using System.IO;
using NATS.Client.Core;

namespace BlockPack.Nats
{
    /// <summary>
    /// Writes a NATS message payload of type <typeparamref name="T"/> with BlockPack straight into the client's buffer
    /// writer, and reads it back from the client's (possibly multi-segment) payload sequence without joining it into
    /// one array.
    /// </summary>
    /// <typeparam name="T">The payload type.</typeparam>
    /// <remarks>
    /// <para>
    /// Usually obtained from <see cref="BlockPackNatsSerializerRegistry"/> (<see cref="BlockPackNatsOptsExtensions.WithBlockPackSerializer"/>);
    /// create one directly to pass it to a single publish, subscribe or request call. It serializes every type with
    /// BlockPack, including the strings and byte buffers the registry leaves to the NATS client.
    /// </para>
    /// <para>
    /// An empty payload (a message published without data) reads as <see langword="default"/>, as with the NATS JSON
    /// serializer. Any other payload must hold exactly one MessagePack value (plain or in a compression framing): a
    /// truncated, malformed or damaged one, or one with bytes after the value, makes <see cref="Deserialize"/> throw
    /// <see cref="MessagePackSerializationException"/>, which the NATS client reports on the message
    /// (<c>NatsMsg&lt;T&gt;.Error</c>, <c>EnsureSuccess()</c>) while the subscription goes on. Thread-safe.
    /// </para>
    /// </remarks>
    public sealed class BlockPackNatsSerializer<T> : INatsSerialize<T>, INatsDeserialize<T>
    {
        private readonly MessagePackSerializerOptions writeOptions;
        private readonly MessagePackSerializerOptions readOptions;
        private readonly INatsDeserialize<T>? jsonFallback;

        /// <summary>Initializes a new instance of the <see cref="BlockPackNatsSerializer{T}"/> class.</summary>
        /// <param name="options">
        /// The serializer options, or <see langword="null"/> for <see cref="BlockPackNatsSerializerRegistry.DefaultSerializerOptions"/>.
        /// </param>
        /// <param name="jsonFallback">
        /// A deserializer for payloads that are JSON text (starting with <c>{</c>, <c>[</c> or <c>"</c>), such as the
        /// NATS JSON serializer during a migration to BlockPack; <see langword="null"/> to read BlockPack only.
        /// </param>
        public BlockPackNatsSerializer(MessagePackSerializerOptions? options = null, INatsDeserialize<T>? jsonFallback = null)
        {
            this.writeOptions = options ?? BlockPackNatsSerializerRegistry.DefaultSerializerOptions;

            // With compression off BlockPack would leave a framed value undecoded; a payload from a publisher with
            // compression on must still read here, so reading always recognizes the framings (they name themselves).
            this.readOptions = this.writeOptions.Compression == MessagePackCompression.None
                ? this.writeOptions.WithCompression(MessagePackCompression.Lz4BlockArray)
                : this.writeOptions;
            this.jsonFallback = jsonFallback;
        }

        /// <summary>Gets the options payloads are written with.</summary>
        public MessagePackSerializerOptions SerializerOptions => this.writeOptions;

        /// <summary>Writes <paramref name="value"/> into the client's buffer.</summary>
        /// <param name="bufferWriter">The client's buffer for the message payload.</param>
        /// <param name="value">The value.</param>
        /// <exception cref="ArgumentNullException"><paramref name="bufferWriter"/> is <see langword="null"/>.</exception>
        /// <exception cref="MessagePackSerializationException">The value could not be serialized.</exception>
        public void Serialize(IBufferWriter<byte> bufferWriter, T value)
        {
            ArgumentNullException.ThrowIfNull(bufferWriter);
            MessagePackSerializer.Serialize(bufferWriter, value, this.writeOptions);
        }

        /// <summary>Reads a value from a message payload.</summary>
        /// <param name="buffer">The payload.</param>
        /// <returns>The value; <see langword="default"/> for an empty payload.</returns>
        /// <exception cref="MessagePackSerializationException">The payload is damaged or does not hold a <typeparamref name="T"/>.</exception>
        public T? Deserialize(in ReadOnlySequence<byte> buffer)
        {
            if (buffer.IsEmpty)
            {
                return default;
            }

            if (this.jsonFallback is not null && JsonPayloadSniffer.StartsLikeJson(buffer))
            {
                return this.jsonFallback.Deserialize(buffer);
            }

            // The structural walk is cheap for a framed payload (an array of an extension and binary headers); it
            // refuses a truncated payload and trailing bytes before anything is decoded.
            var walker = new MessagePackReader(buffer);
            try
            {
                walker.Skip();
            }
            catch (EndOfStreamException ex)
            {
                ThrowHelper.ThrowTruncatedPayload<T>(buffer.Length, ex);
            }
            catch (MessagePackSerializationException ex)
            {
                ThrowHelper.ThrowMalformedPayload<T>(ex);
            }

            if (walker.Consumed != buffer.Length)
            {
                ThrowHelper.ThrowTrailingBytes<T>(walker.Consumed, buffer.Length);
            }

            return MessagePackSerializer.Deserialize<T>(buffer, this.readOptions);
        }
    }
}
