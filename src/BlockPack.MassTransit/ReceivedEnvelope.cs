using System;
using System.Buffers;
using System.Collections.Generic;
using MassTransit;
using MassTransit.Serialization;

namespace BlockPack.MassTransit
{
    /// <summary>The header fields of a received BlockPack envelope, and where its message lies in the body.</summary>
    internal sealed class ReceivedEnvelope : MessageContext
    {
        private Headers? headers;

        /// <inheritdoc/>
        public Guid? MessageId { get; init; }

        /// <inheritdoc/>
        public Guid? RequestId { get; init; }

        /// <inheritdoc/>
        public Guid? CorrelationId { get; init; }

        /// <inheritdoc/>
        public Guid? ConversationId { get; init; }

        /// <inheritdoc/>
        public Guid? InitiatorId { get; init; }

        /// <inheritdoc/>
        public DateTime? ExpirationTime { get; init; }

        /// <inheritdoc/>
        public Uri? SourceAddress { get; init; }

        /// <inheritdoc/>
        public Uri? DestinationAddress { get; init; }

        /// <inheritdoc/>
        public Uri? ResponseAddress { get; init; }

        /// <inheritdoc/>
        public Uri? FaultAddress { get; init; }

        /// <inheritdoc/>
        public DateTime? SentTime { get; init; }

        /// <inheritdoc/>
        public Headers Headers => this.headers ??= this.HeaderValues is null
            ? new DictionarySendHeaders()
            : new DictionarySendHeaders(this.HeaderValues!, useExistingDictionary: true);

        /// <inheritdoc/>
        public HostInfo Host => this.HostInfo!;

        /// <summary>Gets the host the message was sent from (null when the sender wrote none).</summary>
        internal HostInfo? HostInfo { get; init; }

        /// <summary>Gets the envelope's header dictionary as read (null when the sender wrote none).</summary>
        internal Dictionary<string, object?>? HeaderValues { get; init; }

        /// <summary>Gets the <c>urn:message:</c> names of the types the message can be consumed as.</summary>
        internal string[] MessageTypes { get; init; } = Array.Empty<string>();

        /// <summary>Gets the message's MessagePack value, a slice of the body.</summary>
        internal ReadOnlySequence<byte> Message { get; set; }
    }
}
