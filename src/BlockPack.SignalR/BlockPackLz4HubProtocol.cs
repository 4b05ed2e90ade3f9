using System;
using BlockPack.SignalR.Internal;
using Microsoft.Extensions.Options;

namespace BlockPack.SignalR
{
    /// <summary>
    /// The hub protocol <c>blockpack-lz4</c>: the <c>messagepack</c> protocol's framing and message layout, with each
    /// argument, result and stream item written as a BlockPack <see cref="MessagePackCompression.Lz4BlockArray"/>
    /// value (compressed when that saves space, plain below BlockPack's minimum length). Only peers with BlockPack
    /// negotiate it; a server offering both lets official clients keep <c>messagepack</c>.
    /// </summary>
    public sealed class BlockPackLz4HubProtocol : BlockPackHubProtocol
    {
        /// <summary>The protocol name clients negotiate.</summary>
        public new const string ProtocolName = "blockpack-lz4";

        /// <summary>Initializes a protocol with the default options.</summary>
        public BlockPackLz4HubProtocol()
            : this(Options.Create(new BlockPackHubProtocolOptions()))
        {
        }

        /// <summary>Initializes a protocol.</summary>
        /// <param name="options">The options; their <see cref="BlockPackHubProtocolOptions.SerializerOptions"/> are used with <see cref="MessagePackCompression.Lz4BlockArray"/>.</param>
        public BlockPackLz4HubProtocol(IOptions<BlockPackHubProtocolOptions> options)
            : base(WithLz4(options), MaximumMessageSize(options))
        {
        }

        /// <inheritdoc/>
        public override string Name => ProtocolName;

        private static MessagePackSerializerOptions WithLz4(IOptions<BlockPackHubProtocolOptions> options)
        {
            ArgumentNullException.ThrowIfNull(options);

            return options.Value.SerializerOptions.WithCompression(MessagePackCompression.Lz4BlockArray);
        }

        private static int MaximumMessageSize(IOptions<BlockPackHubProtocolOptions> options) => options.Value.MaximumMessageSize;
    }
}
