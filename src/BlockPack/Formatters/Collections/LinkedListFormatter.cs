using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="LinkedList{T}"/> as a MessagePack array from first to last node and reads it back in the
    /// same order; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class LinkedListFormatter<T> : IMessagePackFormatter<LinkedList<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, LinkedList<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public LinkedList<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            var list = new LinkedList<T>();
            CollectionReading.ReadElements<T, LinkedList<T>>(ref reader, count, list, options);
            return list;
        }
    }
}
