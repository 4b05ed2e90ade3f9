using System.Collections.Generic;
using System.Collections.ObjectModel;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="ObservableCollection{T}"/> as a MessagePack array and reads it back in the same order;
    /// <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class ObservableCollectionFormatter<T> : IMessagePackFormatter<ObservableCollection<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ObservableCollection<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ObservableCollection<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            // Built around the list read, so no change notification fires per element (nobody can listen yet).
            List<T>? items = SequenceFormatting.ReadList<T>(ref reader, options);
            return items is null ? null : new ObservableCollection<T>(items);
        }
    }
}
