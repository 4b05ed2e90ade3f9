using System.Collections.ObjectModel;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ReadOnlyCollection{T}"/> as a MessagePack array and reads it back around a new array
    /// holding the elements in the same order; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class ReadOnlyCollectionFormatter<T> : IMessagePackFormatter<ReadOnlyCollection<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ReadOnlyCollection<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ReadOnlyCollection<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            T[]? items = CollectionReading.ReadArray<T>(ref reader, options);
            return items is null ? null : new ReadOnlyCollection<T>(items);
        }
    }
}
