using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes any <see cref="IImmutableStack{T}"/> as a MessagePack array from the top down, as MessagePack-CSharp does, and reads it back as an <see cref="ImmutableStack{T}"/> with the same top; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>The type has no count, so writing enumerates it once into a buffer to learn its length.</remarks>
    public sealed class InterfaceImmutableStackFormatter<T> : IMessagePackFormatter<IImmutableStack<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IImmutableStack<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IImmutableStack<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            T[]? items = CollectionReading.ReadArrayReversed<T>(ref reader, options);
            return items is null ? null : ImmutableStack.Create(items);
        }
    }
}
