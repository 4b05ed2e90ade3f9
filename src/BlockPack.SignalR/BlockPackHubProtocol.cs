using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using BlockPack.SignalR.Internal;
using Microsoft.AspNetCore.Connections;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.Options;

namespace BlockPack.SignalR
{
    /// <summary>
    /// The SignalR hub protocol <c>messagepack</c> (version 2) on BlockPack: byte for byte the framing and message
    /// layout of <c>Microsoft.AspNetCore.SignalR.Protocols.MessagePack</c>, so its .NET and JavaScript clients and
    /// servers talk to this one. Thread-safe: one instance serves every connection.
    /// </summary>
    /// <remarks>
    /// Incoming messages are read from the transport's buffers in place; an outgoing message is written into pooled
    /// chunks first, because the framing puts its length in front of it. Hub argument types are resolved at run time,
    /// as with the official protocol.
    /// </remarks>
    public class BlockPackHubProtocol : IHubProtocol
    {
        /// <summary>The protocol name clients negotiate: the official MessagePack protocol's.</summary>
        public const string ProtocolName = "messagepack";

        private const int ProtocolVersion = 2;
        private readonly HubMessageCodec codec;

        /// <summary>Initializes a protocol with the default options.</summary>
        public BlockPackHubProtocol()
            : this(Options.Create(new BlockPackHubProtocolOptions()))
        {
        }

        /// <summary>Initializes a protocol.</summary>
        /// <param name="options">The options (read once, here).</param>
        public BlockPackHubProtocol(IOptions<BlockPackHubProtocolOptions> options)
        {
            ArgumentNullException.ThrowIfNull(options);

            BlockPackHubProtocolOptions value = options.Value;
            this.codec = new HubMessageCodec(value.SerializerOptions, value.MaximumMessageSize);
        }

        /// <summary>Initializes a protocol whose values are serialized with <paramref name="serializerOptions"/>.</summary>
        /// <param name="serializerOptions">Used as given.</param>
        /// <param name="maximumMessageSize">See <see cref="BlockPackHubProtocolOptions.MaximumMessageSize"/>.</param>
        private protected BlockPackHubProtocol(MessagePackSerializerOptions serializerOptions, int maximumMessageSize)
        {
            this.codec = new HubMessageCodec(serializerOptions, maximumMessageSize);
        }

        /// <inheritdoc/>
        public virtual string Name => ProtocolName;

        /// <inheritdoc/>
        public int Version => ProtocolVersion;

        /// <inheritdoc/>
        public TransferFormat TransferFormat => TransferFormat.Binary;

        /// <inheritdoc/>
        public bool IsVersionSupported(int version) => version <= ProtocolVersion;

        /// <inheritdoc/>
        /// <exception cref="FormatException">The length prefix declares 2 GB or more.</exception>
        /// <exception cref="System.IO.InvalidDataException">The message is malformed or larger than <see cref="BlockPackHubProtocolOptions.MaximumMessageSize"/>.</exception>
        public bool TryParseMessage(ref ReadOnlySequence<byte> input, IInvocationBinder binder, [NotNullWhen(true)] out HubMessage? message)
            => this.codec.TryParseMessage(ref input, binder, out message);

        /// <inheritdoc/>
        public void WriteMessage(HubMessage message, IBufferWriter<byte> output)
        {
            ArgumentNullException.ThrowIfNull(message);

            ArgumentNullException.ThrowIfNull(output);

            this.codec.WriteMessage(message, output);
        }

        /// <inheritdoc/>
        public ReadOnlyMemory<byte> GetMessageBytes(HubMessage message)
        {
            ArgumentNullException.ThrowIfNull(message);

            return this.codec.GetMessageBytes(message);
        }
    }
}
