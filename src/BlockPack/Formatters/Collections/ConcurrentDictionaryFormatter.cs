using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>Writes a <see cref="ConcurrentDictionary{TKey, TValue}"/> as a MessagePack map; <see langword="null"/> is nil.</summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    /// <remarks>
    /// Writing takes a snapshot first, so entries added or removed meanwhile cannot make the map header wrong. Reading
    /// rejects repeated and nil keys, as <see cref="DictionaryFormatter{TKey, TValue}"/> does, and gives the result
    /// <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>.
    /// </remarks>
    public sealed class ConcurrentDictionaryFormatter<TKey, TValue> : IMessagePackFormatter<ConcurrentDictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ConcurrentDictionary<TKey, TValue>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            KeyValuePair<TKey, TValue>[] snapshot = value.ToArray();
            DictionaryFormatting.WriteCounted(ref writer, snapshot, snapshot.Length, options);
        }

        /// <inheritdoc/>
        public ConcurrentDictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            // Read into a dictionary first: it checks for repeated keys with the same comparer the result gets.
            Dictionary<TKey, TValue>? entries = DictionaryFormatting.ReadDictionary<TKey, TValue>(ref reader, options);
            return entries is null ? null : new ConcurrentDictionary<TKey, TValue>(entries, entries.Comparer);
        }
    }
}
