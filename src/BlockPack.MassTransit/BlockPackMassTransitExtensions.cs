using System;
using MassTransit;

namespace BlockPack.MassTransit
{
    /// <summary>Registers BlockPack envelopes (<see cref="BlockPackSerializerFactory"/>) on a bus or a receive endpoint.</summary>
    public static class BlockPackMassTransitExtensions
    {
        /// <summary>
        /// Sends every message of the bus as a BlockPack envelope and reads BlockPack envelopes on every endpoint.
        /// MassTransit's JSON deserializers stay registered, so messages other services still send as JSON are consumed.
        /// </summary>
        /// <param name="configurator">The bus configurator.</param>
        /// <param name="options">The serializer options; <see cref="BlockPackSerializerFactory.DefaultSerializerOptions"/> when null.</param>
        public static void UseBlockPackSerializer(this IBusFactoryConfigurator configurator, MessagePackSerializerOptions? options = null)
        {
            ArgumentNullException.ThrowIfNull(configurator);
            var factory = new BlockPackSerializerFactory(options);
            configurator.AddSerializer(factory);
            configurator.AddDeserializer(factory);
        }

        /// <summary>
        /// Sends the messages of one receive endpoint (responses, faults, what its consumers send) as BlockPack envelopes
        /// and reads BlockPack envelopes there, beside MassTransit's JSON.
        /// </summary>
        /// <param name="configurator">The receive endpoint configurator.</param>
        /// <param name="options">The serializer options; <see cref="BlockPackSerializerFactory.DefaultSerializerOptions"/> when null.</param>
        public static void UseBlockPackSerializer(this IReceiveEndpointConfigurator configurator, MessagePackSerializerOptions? options = null)
        {
            ArgumentNullException.ThrowIfNull(configurator);
            var factory = new BlockPackSerializerFactory(options);
            configurator.AddSerializer(factory);
            configurator.AddDeserializer(factory);
        }

        /// <summary>
        /// Reads BlockPack envelopes on every endpoint of the bus while still sending with the current serializer: the
        /// first step of a migration from JSON (docs/messaging.md).
        /// </summary>
        /// <param name="configurator">The bus configurator.</param>
        /// <param name="options">The serializer options; <see cref="BlockPackSerializerFactory.DefaultSerializerOptions"/> when null.</param>
        /// <param name="isDefault">Whether bodies without a content type are read as BlockPack.</param>
        public static void UseBlockPackDeserializer(this IBusFactoryConfigurator configurator, MessagePackSerializerOptions? options = null, bool isDefault = false)
        {
            ArgumentNullException.ThrowIfNull(configurator);
            configurator.AddDeserializer(new BlockPackSerializerFactory(options), isDefault);
        }

        /// <summary>Reads BlockPack envelopes on one receive endpoint, beside MassTransit's JSON.</summary>
        /// <param name="configurator">The receive endpoint configurator.</param>
        /// <param name="options">The serializer options; <see cref="BlockPackSerializerFactory.DefaultSerializerOptions"/> when null.</param>
        /// <param name="isDefault">Whether bodies without a content type are read as BlockPack.</param>
        public static void UseBlockPackDeserializer(this IReceiveEndpointConfigurator configurator, MessagePackSerializerOptions? options = null, bool isDefault = false)
        {
            ArgumentNullException.ThrowIfNull(configurator);
            configurator.AddDeserializer(new BlockPackSerializerFactory(options), isDefault);
        }
    }
}
