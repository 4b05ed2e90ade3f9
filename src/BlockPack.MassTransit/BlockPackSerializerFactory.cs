using System;
using System.Net.Mime;
using MassTransit;

namespace BlockPack.MassTransit
{
    /// <summary>
    /// MassTransit's serializer factory for BlockPack envelopes, content type
    /// <c>application/vnd.masstransit+blockpack</c>: the envelope's fields as MessagePack and the message as BlockPack
    /// writes it (an LZ4 block array with block checksums by default). Register it for the whole bus with
    /// <see cref="BlockPackMassTransitExtensions.UseBlockPackSerializer(IBusFactoryConfigurator, MessagePackSerializerOptions?)"/>
    /// or as an extra deserializer with <c>UseBlockPackDeserializer</c>. Thread safe.
    /// </summary>
    public sealed class BlockPackSerializerFactory : ISerializerFactory
    {
        /// <summary>The content type of BlockPack envelopes on the wire.</summary>
        public static readonly ContentType BlockPackContentType = new ContentType("application/vnd.masstransit+blockpack");

        private readonly Lazy<BlockPackMessageSerializer> serializer;
        private readonly Lazy<BlockPackMessageDeserializer> deserializer;

        /// <summary>Initializes a new instance of the <see cref="BlockPackSerializerFactory"/> class.</summary>
        /// <param name="options">
        /// The options messages are written and read with; <see cref="DefaultSerializerOptions"/> when null. Messages are
        /// read with the same options, except that compressed bodies are recognized even when these turn compression off.
        /// </param>
        public BlockPackSerializerFactory(MessagePackSerializerOptions? options = null)
        {
            this.Options = options ?? DefaultSerializerOptions;
            var settings = new SerializerSettings(this.Options);
            this.serializer = new Lazy<BlockPackMessageSerializer>(() => new BlockPackMessageSerializer(settings));
            this.deserializer = new Lazy<BlockPackMessageDeserializer>(() => new BlockPackMessageDeserializer(settings));
        }

        /// <summary>
        /// Gets the default options: <see cref="MessagePackSerializerOptions.Standard"/> (which carries
        /// <see cref="MessagePackSecurity.UntrustedData"/>) with <see cref="MessagePackCompression.Lz4BlockArray"/> for
        /// messages of at least <see cref="MessagePackSerializerOptions.DefaultCompressionMinLength"/> bytes and block
        /// checksums on, so a damaged body fails its checksum instead of decoding into a different message.
        /// </summary>
        public static MessagePackSerializerOptions DefaultSerializerOptions { get; } = MessagePackSerializerOptions.Standard
            .WithCompression(MessagePackCompression.Lz4BlockArray)
            .WithBlockChecksums(true);

        /// <summary>Gets the options messages are written with.</summary>
        public MessagePackSerializerOptions Options { get; }

        /// <inheritdoc/>
        public ContentType ContentType => BlockPackContentType;

        /// <inheritdoc/>
        public IMessageSerializer CreateSerializer() => this.serializer.Value;

        /// <inheritdoc/>
        public IMessageDeserializer CreateDeserializer() => this.deserializer.Value;
    }
}
