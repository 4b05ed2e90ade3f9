using System;
using NATS.Client.Core;

namespace BlockPack.Nats
{
    /// <summary>Registers BlockPack on the NATS client's connection options.</summary>
    public static class BlockPackNatsOptsExtensions
    {
        /// <summary>
        /// Returns a copy of <paramref name="opts"/> whose <see cref="NatsOpts.SerializerRegistry"/> is a
        /// <see cref="BlockPackNatsSerializerRegistry"/>: <c>new NatsClient(NatsOpts.Default.WithBlockPackSerializer())</c>.
        /// </summary>
        /// <param name="opts">The connection options.</param>
        /// <param name="options">The serializer options, or <see langword="null"/> for <see cref="BlockPackNatsSerializerRegistry.DefaultSerializerOptions"/>.</param>
        /// <param name="jsonFallback">
        /// The registry that reads payloads which are JSON text (for example <c>NatsJsonSerializerRegistry.Default</c>
        /// while publishers move from JSON to BlockPack), or <see langword="null"/> to read BlockPack only.
        /// </param>
        /// <returns>The new options.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="opts"/> is <see langword="null"/>.</exception>
        public static NatsOpts WithBlockPackSerializer(this NatsOpts opts, MessagePackSerializerOptions? options = null, INatsSerializerRegistry? jsonFallback = null)
        {
            ArgumentNullException.ThrowIfNull(opts);
            return opts with { SerializerRegistry = new BlockPackNatsSerializerRegistry(options, jsonFallback) };
        }
    }
}
