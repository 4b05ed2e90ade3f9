using System;
using BlockPack.Resolvers;

namespace BlockPack.SignalR
{
    /// <summary>
    /// Options of <see cref="BlockPackHubProtocol"/> and <see cref="BlockPackLz4HubProtocol"/>, the counterpart of
    /// <c>MessagePackHubProtocolOptions</c>. Set them through <c>AddBlockPackProtocol(options =&gt; …)</c>; the protocol
    /// reads them once, when the service provider creates it.
    /// </summary>
    public sealed class BlockPackHubProtocolOptions
    {
        /// <summary>The default <see cref="MaximumMessageSize"/>: 64 MiB.</summary>
        public const int DefaultMaximumMessageSize = 64 * 1024 * 1024;

        private MessagePackSerializerOptions? serializerOptions;
        private int maximumMessageSize = DefaultMaximumMessageSize;

        /// <summary>
        /// Gets or sets the options hub arguments, results and stream items are serialized with. The default is the
        /// official protocol's: <see cref="MessagePackSerializerOptions.Standard"/> with enums as strings
        /// (<see cref="DynamicEnumAsStringResolver"/>), then <see cref="ContractlessStandardResolver"/>, and
        /// <see cref="MessagePackSecurity.UntrustedData"/>, so both protocols put the same bytes on the wire.
        /// </summary>
        /// <remarks>
        /// Compression set here applies to the values inside messages on the <c>messagepack</c> protocol too, which
        /// peers using the official protocol cannot read; use <see cref="BlockPackLz4HubProtocol"/> (its own protocol
        /// name) for compressed values instead.
        /// </remarks>
        public MessagePackSerializerOptions SerializerOptions
        {
            get => this.serializerOptions ??= CreateDefaultSerializerOptions();
            set
            {
                ArgumentNullException.ThrowIfNull(value);
                this.serializerOptions = value;
            }
        }

        /// <summary>
        /// Gets or sets the largest message, in bytes, accepted from a peer: a frame whose length prefix declares
        /// more is refused as soon as the prefix arrives (an <see cref="System.IO.InvalidDataException"/>, which closes
        /// the connection), before its bytes are buffered. 64 MiB by default; the framing's own limit is
        /// <see cref="int.MaxValue"/>. On a server, <c>HubOptions.MaximumReceiveMessageSize</c> (32 KB by default)
        /// applies as well.
        /// </summary>
        public int MaximumMessageSize
        {
            get => this.maximumMessageSize;
            set => this.maximumMessageSize = value > 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "The maximum message size must be positive.");
        }

        /// <summary>Creates the default <see cref="SerializerOptions"/>.</summary>
        /// <returns>New options (immutable, so they may be shared).</returns>
        public static MessagePackSerializerOptions CreateDefaultSerializerOptions()
            => MessagePackSerializerOptions.Standard
                .WithResolver(CompositeResolver.Create(DynamicEnumAsStringResolver.Instance, ContractlessStandardResolver.Instance))
                .WithSecurity(MessagePackSecurity.UntrustedData);
    }
}
