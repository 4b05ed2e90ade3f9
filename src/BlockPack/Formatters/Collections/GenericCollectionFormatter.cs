using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes any <see cref="ICollection{T}"/> with a public parameterless constructor (a user collection,
    /// <see cref="System.Collections.ObjectModel.Collection{T}"/>, <see cref="SortedSet{T}"/>) as a MessagePack array
    /// in its enumeration order, and reads it back by creating an empty instance and calling
    /// <see cref="ICollection{T}.Add"/> per element, as MessagePack-CSharp does; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="TElement">The element type.</typeparam>
    /// <typeparam name="TCollection">The collection type.</typeparam>
    public sealed class GenericCollectionFormatter<TElement, TCollection> : IMessagePackFormatter<TCollection?>
        where TCollection : ICollection<TElement>, new()
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, TCollection? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public TCollection? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return default;
            }

            int count = reader.ReadArrayHeader();
            var collection = new TCollection();
            CollectionReading.ReadElements<TElement, TCollection>(ref reader, count, collection, options);
            return collection;
        }
    }
}
