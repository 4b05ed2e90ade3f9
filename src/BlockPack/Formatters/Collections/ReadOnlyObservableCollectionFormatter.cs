using System.Collections.Generic;
using System.Collections.ObjectModel;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ReadOnlyObservableCollection{T}"/> as a MessagePack array and reads it back around a new
    /// <see cref="ObservableCollection{T}"/> holding the elements in the same order; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class ReadOnlyObservableCollectionFormatter<T> : IMessagePackFormatter<ReadOnlyObservableCollection<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ReadOnlyObservableCollection<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ReadOnlyObservableCollection<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            List<T>? items = SequenceFormatting.ReadList<T>(ref reader, options);
            return items is null ? null : new ReadOnlyObservableCollection<T>(new ObservableCollection<T>(items));
        }
    }
}
