using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes an <see cref="ImmutableStack{T}"/> as a MessagePack array from the top down (its enumeration order), as MessagePack-CSharp does, and reads it back with the same top; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>The type has no count, so writing enumerates it once into a buffer to learn its length.</remarks>
    public sealed class ImmutableStackFormatter<T> : IMessagePackFormatter<ImmutableStack<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ImmutableStack<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ImmutableStack<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            T[]? items = CollectionReading.ReadArrayReversed<T>(ref reader, options);
            return items is null ? null : ImmutableStack.Create(items);
        }
    }
}
