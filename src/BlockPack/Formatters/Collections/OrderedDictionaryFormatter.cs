#if NET9_0_OR_GREATER
using System.Collections.Generic;

using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="OrderedDictionary{TKey, TValue}"/> as a MessagePack map in its order and reads it back in
    /// the same order, keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>; <see langword="null"/> is
    /// nil. Repeated and nil keys are rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    public sealed class OrderedDictionaryFormatter<TKey, TValue> : IMessagePackFormatter<OrderedDictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, OrderedDictionary<TKey, TValue>? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public OrderedDictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The reader has checked the count against the bytes left, so it is safe to pre-size with.
            int count = reader.ReadMapHeader();
            var dictionary = new OrderedDictionary<TKey, TValue>(count, options.Security.GetEqualityComparer<TKey>());
            CollectionReading.ReadEntries<TKey, TValue, OrderedDictionary<TKey, TValue>>(ref reader, count, dictionary, typeof(OrderedDictionary<TKey, TValue>), options);
            return dictionary;
        }
    }
}
#endif
