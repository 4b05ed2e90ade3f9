using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="SortedList{TKey, TValue}"/> as a MessagePack map in key order and reads it back with the
    /// default comparer of <typeparamref name="TKey"/>; <see langword="null"/> is nil. Repeated and nil keys are
    /// rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    public sealed class SortedListFormatter<TKey, TValue> : IMessagePackFormatter<SortedList<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, SortedList<TKey, TValue>? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public SortedList<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            // Adding to a sorted list one by one shifts the arrays on every out-of-order key: O(n²) for a map written in
            // reverse order, which crafted input could exploit. The entries are read into a hash map first (which also
            // rejects repeated keys) and the list is built from it with one sort.
            Dictionary<TKey, TValue>? entries = DictionaryFormatting.ReadDictionary<TKey, TValue>(ref reader, options);
            return entries is null ? null : new SortedList<TKey, TValue>(entries);
        }
    }
}
