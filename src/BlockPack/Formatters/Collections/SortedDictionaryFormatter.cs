using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="SortedDictionary{TKey, TValue}"/> as a MessagePack map in key order and reads it back with
    /// the default comparer of <typeparamref name="TKey"/>; <see langword="null"/> is nil. Repeated and nil keys are
    /// rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    public sealed class SortedDictionaryFormatter<TKey, TValue> : IMessagePackFormatter<SortedDictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, SortedDictionary<TKey, TValue>? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public SortedDictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // A tree: every insertion is O(log n) whatever the key order, so crafted input cannot make reading slow.
            int count = reader.ReadMapHeader();
            var dictionary = new SortedDictionary<TKey, TValue>();
            CollectionReading.ReadEntries<TKey, TValue, SortedDictionary<TKey, TValue>>(ref reader, count, dictionary, typeof(SortedDictionary<TKey, TValue>), options);
            return dictionary;
        }
    }
}
