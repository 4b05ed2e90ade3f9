using System;
using System.Collections.Concurrent;
using NATS.Client.Core;

namespace BlockPack.Nats
{
    /// <summary>
    /// The NATS client's serializer registry for BlockPack: message payloads of your types are written as MessagePack
    /// (LZ4 block arrays above the small-value threshold) and read with untrusted-data limits, in core publish/subscribe,
    /// request-reply, JetStream and the key-value store.
    /// </summary>
    /// <remarks>
    /// <para>
    /// Register it once on the connection options: <c>NatsOpts.Default.WithBlockPackSerializer()</c>, or
    /// <c>NatsOpts.Default with { SerializerRegistry = new BlockPackNatsSerializerRegistry() }</c>.
    /// </para>
    /// <para>
    /// The types the NATS client's default registry writes itself keep the client's own wire form: <c>byte[]</c>,
    /// <c>Memory&lt;byte&gt;</c>, <c>ReadOnlyMemory&lt;byte&gt;</c>, <c>ReadOnlySequence&lt;byte&gt;</c>,
    /// <c>IMemoryOwner&lt;byte&gt;</c> and <c>NatsMemoryOwner&lt;byte&gt;</c> go as they are, and <see cref="string"/>
    /// and the primitives (numbers, <see cref="bool"/>, <see cref="Guid"/>, dates and times) as UTF-8 text, so raw
    /// payloads, header-only messages and text replies look the same to every NATS client and tool. Every other type
    /// goes through <see cref="BlockPackNatsSerializer{T}"/> (pass one to a call to send a string as MessagePack).
    /// </para>
    /// <para>Thread-safe; one instance serves every connection that uses it.</para>
    /// </remarks>
    public sealed class BlockPackNatsSerializerRegistry : INatsSerializerRegistry
    {
        private readonly INatsSerializerRegistry? jsonFallback;
        private readonly ConcurrentDictionary<Type, object> serializers = new ConcurrentDictionary<Type, object>();

        /// <summary>Initializes a new instance of the <see cref="BlockPackNatsSerializerRegistry"/> class.</summary>
        /// <param name="options">The serializer options, or <see langword="null"/> for <see cref="DefaultSerializerOptions"/>.</param>
        /// <param name="jsonFallback">
        /// The registry whose deserializers read payloads that are JSON text (an object, array or string), such as
        /// <c>NatsJsonSerializerRegistry.Default</c> while publishers move from JSON to BlockPack; <see langword="null"/>
        /// (the default) reads BlockPack only. Writing is always BlockPack.
        /// </param>
        public BlockPackNatsSerializerRegistry(MessagePackSerializerOptions? options = null, INatsSerializerRegistry? jsonFallback = null)
        {
            this.SerializerOptions = options ?? DefaultSerializerOptions;
            this.jsonFallback = jsonFallback;
        }

        /// <summary>
        /// Gets the serializer options a registry uses unless told otherwise: <see cref="MessagePackSerializerOptions.Standard"/>
        /// with <see cref="MessagePackCompression.Lz4BlockArray"/> for payloads of at least
        /// <see cref="MessagePackSerializerOptions.CompressionMinLength"/> bytes and
        /// <see cref="MessagePackSecurity.UntrustedData"/>. Block checksums are off: NATS runs over TCP (and TLS), which
        /// already detect damage in transit; add them with <see cref="MessagePackSerializerOptions.WithBlockChecksums(bool)"/>
        /// for payloads that are stored and read back much later, as JetStream streams and key-value buckets are.
        /// </summary>
        public static MessagePackSerializerOptions DefaultSerializerOptions { get; } = MessagePackSerializerOptions.Standard
            .WithCompression(MessagePackCompression.Lz4BlockArray)
            .WithSecurity(MessagePackSecurity.UntrustedData);

        /// <summary>Gets the options payloads are written and read with.</summary>
        public MessagePackSerializerOptions SerializerOptions { get; }

        /// <summary>Gets the serializer for payloads of type <typeparamref name="T"/>.</summary>
        /// <typeparam name="T">The payload type.</typeparam>
        /// <returns>BlockPack's serializer, or the NATS client's default one for raw buffers, strings and primitives.</returns>
        public INatsSerialize<T> GetSerializer<T>()
            => NatsBuiltInType<T>.Value ? NatsDefaultSerializer<T>.Default : this.BlockPackSerializer<T>();

        /// <summary>Gets the deserializer for payloads of type <typeparamref name="T"/>.</summary>
        /// <typeparam name="T">The payload type.</typeparam>
        /// <returns>BlockPack's deserializer, or the NATS client's default one for raw buffers, strings and primitives.</returns>
        public INatsDeserialize<T> GetDeserializer<T>()
            => NatsBuiltInType<T>.Value ? NatsDefaultSerializer<T>.Default : this.BlockPackSerializer<T>();

        private BlockPackNatsSerializer<T> BlockPackSerializer<T>()
        {
            // The client asks on every publish and subscription; the usual single registry of a process finds its
            // serializer in the type's static slot without a lookup. A race stores an equal serializer; either is right.
            LastSerializer<T>.Entry? last = LastSerializer<T>.Value;
            if (ReferenceEquals(last?.Owner, this))
            {
                return last!.Serializer;
            }

            var serializer = (BlockPackNatsSerializer<T>)this.serializers.GetOrAdd(
                typeof(T),
                static (_, registry) => new BlockPackNatsSerializer<T>(registry.SerializerOptions, registry.jsonFallback?.GetDeserializer<T>()),
                this);
            LastSerializer<T>.Value = new LastSerializer<T>.Entry(this, serializer);
            return serializer;
        }

        /// <summary>The serializer of <typeparamref name="T"/> last handed out, and the registry it belongs to.</summary>
        private static class LastSerializer<T>
        {
            internal static Entry? Value;

            internal sealed class Entry
            {
                internal Entry(BlockPackNatsSerializerRegistry owner, BlockPackNatsSerializer<T> serializer)
                {
                    this.Owner = owner;
                    this.Serializer = serializer;
                }

                internal BlockPackNatsSerializerRegistry Owner { get; }

                internal BlockPackNatsSerializer<T> Serializer { get; }
            }
        }
    }
}
