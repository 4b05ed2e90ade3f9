using System;
using System.Collections.Concurrent;
using System.Reflection;
using BlockPack.Resolvers;

namespace BlockPack.MassTransit
{
    /// <summary>The options a factory's serializer writes with and its deserializer reads with.</summary>
    internal sealed class SerializerSettings
    {
        private static readonly MethodInfo HasFormatterMethod = typeof(SerializerSettings).GetMethod(nameof(HasFormatter), BindingFlags.NonPublic | BindingFlags.Static)!;
        private readonly ConcurrentDictionary<Type, bool> writable = new ConcurrentDictionary<Type, bool>();

        internal SerializerSettings(MessagePackSerializerOptions options)
        {
            // MassTransit's own message types (Fault<T> and what it carries) come first; everything else is the user's.
            this.WriteOptions = options.WithResolver(CompositeResolver.Create(Formatters.MassTransitTypesResolver.Instance, options.Resolver));

            // A body written by a sender with compression off or on reads either way: the framing names itself.
            this.ReadOptions = this.WriteOptions.Compression == MessagePackCompression.None
                ? this.WriteOptions.WithCompression(MessagePackCompression.Lz4BlockArray)
                : this.WriteOptions;
        }

        /// <summary>Gets the options messages are written with.</summary>
        internal MessagePackSerializerOptions WriteOptions { get; }

        /// <summary>Gets the options messages are read with.</summary>
        internal MessagePackSerializerOptions ReadOptions { get; }

        /// <summary>
        /// The type a message declared as <paramref name="declared"/> is written as: its own type, unless that is an
        /// interface or abstract class BlockPack has no formatter for, in which case the runtime type of the value.
        /// </summary>
        internal static Type WrittenType(Type declared, object message)
            => (declared.IsInterface || declared.IsAbstract) && !Formatters.MassTransitTypesResolver.Handles(declared) ? message.GetType() : declared;

        /// <summary>
        /// Whether the write options' resolver has a formatter for <paramref name="type"/>. MassTransit's own events
        /// (<c>ReceiveFault</c> and the like) have none: the serializer sends those as MassTransit JSON.
        /// </summary>
        internal bool CanWrite(Type type)
            => this.writable.GetOrAdd(type, static (t, resolver) => (bool)HasFormatterMethod.MakeGenericMethod(t).Invoke(null, new object[] { resolver })!, this.WriteOptions.Resolver);

        private static bool HasFormatter<T>(IFormatterResolver resolver)
        {
            try
            {
                return resolver.GetFormatter<T>() is not null;
            }
            catch (TypeInitializationException)
            {
                // A dynamic resolver that could not build a formatter for the type (no attributes, no usable members).
                return false;
            }
        }
    }
}
