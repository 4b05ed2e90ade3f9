using System;
using BlockPack.Formatters.Standard;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Type"/> as a str of its <see cref="Type.AssemblyQualifiedName"/>, as MessagePack-CSharp
    /// does; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T"><see cref="Type"/> itself or a type derived from it.</typeparam>
    /// <remarks>
    /// Reading loads the named type through <see cref="MessagePackSerializerOptions.LoadType(string)"/> and then asks
    /// <see cref="MessagePackSerializerOptions.ThrowIfDeserializingTypeIsDisallowed(Type)"/>, as MessagePack-CSharp does,
    /// so an options subclass can map or refuse names and types. A name that does not load is a
    /// <see cref="TypeLoadException"/> (as in MessagePack-CSharp), a type that is not a <typeparamref name="T"/> a
    /// <see cref="MessagePackSerializationException"/>. Only the type is loaded: no
    /// instance of it is created and none of its code runs.
    /// </remarks>
    public sealed class TypeFormatter<T> : IMessagePackFormatter<T?>
        where T : Type
    {
        /// <summary>The shared instance.</summary>
        public static readonly TypeFormatter<T> Instance = new TypeFormatter<T>();

        private TypeFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.Write(value.AssemblyQualifiedName);
        }

        /// <inheritdoc/>
        public T? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            string? name = reader.ReadString();
            if (name is null)
            {
                return null;
            }

            // The options' hooks run unwrapped, as in MessagePack-CSharp: an override that refuses a name or a type
            // (TypeLoadException, TypeAccessException) reaches the caller as the inner exception of the serializer's
            // MessagePackSerializationException.
            Type? type = TypeNameLoader.Load(name, options);
            if (type is null)
            {
                ThrowHelper.ThrowTypeNotLoaded(name, position, inner: null);
                return null;
            }

            options.ThrowIfDeserializingTypeIsDisallowed(type);

            if (type is not T typed)
            {
                ThrowHelper.ThrowInvalidValue(typeof(T), $"the type {type.FullName} is not a {typeof(T).FullName}", position);
                return null;
            }

            return typed;
        }
    }
}
