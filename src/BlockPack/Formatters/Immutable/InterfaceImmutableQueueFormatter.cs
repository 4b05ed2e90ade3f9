using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes any <see cref="IImmutableQueue{T}"/> as a MessagePack array from front to back and reads it back as an <see cref="ImmutableQueue{T}"/> in the same order; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>The type has no count, so writing enumerates it once into a buffer to learn its length.</remarks>
    public sealed class InterfaceImmutableQueueFormatter<T> : IMessagePackFormatter<IImmutableQueue<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IImmutableQueue<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IImmutableQueue<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            T[]? items = CollectionReading.ReadArray<T>(ref reader, options);
            return items is null ? null : ImmutableQueue.Create(items);
        }
    }
}
