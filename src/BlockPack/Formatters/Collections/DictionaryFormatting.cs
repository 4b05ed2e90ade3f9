using System.Collections.Generic;
using BlockPack.Internal;

namespace BlockPack.Formatters.Collections
{
    /// <summary>
    /// Writing and reading of MessagePack maps shared by the dictionary formatters: one resolver lookup per map for
    /// keys and one for values, depth tracking around the entries, and a cancellation check per entry.
    /// </summary>
    internal static class DictionaryFormatting
    {
        /// <summary>Writes a dictionary through its struct enumerator, so nothing is boxed.</summary>
        internal static void WriteDictionary<TKey, TValue>(ref MessagePackWriter writer, Dictionary<TKey, TValue> value, MessagePackSerializerOptions options)
            where TKey : notnull
        {
            int count = value.Count;
            writer.WriteMapHeader(count);
            if (count == 0)
            {
                return;
            }

            IMessagePackFormatter<TKey> keyFormatter = options.Resolver.GetFormatterWithVerify<TKey>();
            IMessagePackFormatter<TValue> valueFormatter = options.Resolver.GetFormatterWithVerify<TValue>();
            options.Security.DepthStep(ref writer);
            try
            {
                // The struct enumerator throws if the dictionary changes meanwhile, so the count stays true.
                foreach (KeyValuePair<TKey, TValue> entry in value)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    keyFormatter.Serialize(ref writer, entry.Key, options);
                    valueFormatter.Serialize(ref writer, entry.Value, options);
                }
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <summary>
        /// Writes a map header of <paramref name="count"/> and then every entry <paramref name="entries"/>
        /// enumerates, checking that the two agree so a collection changed meanwhile cannot produce corrupt output.
        /// </summary>
        internal static void WriteCounted<TKey, TValue>(ref MessagePackWriter writer, IEnumerable<KeyValuePair<TKey, TValue>> entries, int count, MessagePackSerializerOptions options)
        {
            writer.WriteMapHeader(count);
            IMessagePackFormatter<TKey> keyFormatter = options.Resolver.GetFormatterWithVerify<TKey>();
            IMessagePackFormatter<TValue> valueFormatter = options.Resolver.GetFormatterWithVerify<TValue>();
            int written = 0;
            options.Security.DepthStep(ref writer);
            try
            {
                foreach (KeyValuePair<TKey, TValue> entry in entries)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    if (written == count)
                    {
                        ThrowHelper.ThrowCollectionCountChanged(entries.GetType(), count, count + 1);
                    }

                    keyFormatter.Serialize(ref writer, entry.Key, options);
                    valueFormatter.Serialize(ref writer, entry.Value, options);
                    written++;
                }
            }
            finally
            {
                writer.Depth--;
            }

            if (written != count)
            {
                ThrowHelper.ThrowCollectionCountChanged(entries.GetType(), count, written);
            }
        }

        /// <summary>Writes any dictionary-like collection as a map; <see langword="null"/> is nil.</summary>
        internal static void WriteAny<TKey, TValue>(ref MessagePackWriter writer, IEnumerable<KeyValuePair<TKey, TValue>>? entries, MessagePackSerializerOptions options)
            where TKey : notnull
        {
            switch (entries)
            {
                case null:
                    writer.WriteNil();
                    break;
                case Dictionary<TKey, TValue> dictionary:
                    WriteDictionary(ref writer, dictionary, options);
                    break;
                case ICollection<KeyValuePair<TKey, TValue>> collection:
                    WriteCounted(ref writer, collection, collection.Count, options);
                    break;
                case IReadOnlyCollection<KeyValuePair<TKey, TValue>> readOnlyCollection:
                    WriteCounted(ref writer, readOnlyCollection, readOnlyCollection.Count, options);
                    break;
                default:
                    var buffered = new List<KeyValuePair<TKey, TValue>>(entries);
                    WriteCounted(ref writer, buffered, buffered.Count, options);
                    break;
            }
        }

        /// <summary>
        /// Reads a map into a new dictionary keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>; nil reads
        /// as <see langword="null"/>. A nil key or a key that repeats
        /// an earlier one is a <see cref="MessagePackSerializationException"/>: which of two values was meant is
        /// unknowable, and silently keeping one would let a crafted map hide a value from a validator.
        /// </summary>
        internal static Dictionary<TKey, TValue>? ReadDictionary<TKey, TValue>(ref MessagePackReader reader, MessagePackSerializerOptions options)
            where TKey : notnull
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The reader has checked the count against the bytes left, so it is safe to pre-size with. The comparer
            // is collision-resistant for untrusted data, so crafted keys cannot pile into one bucket.
            int count = reader.ReadMapHeader();
            var dictionary = new Dictionary<TKey, TValue>(count, options.Security.GetEqualityComparer<TKey>());
            if (count == 0)
            {
                return dictionary;
            }

            IMessagePackFormatter<TKey> keyFormatter = options.Resolver.GetFormatterWithVerify<TKey>();
            IMessagePackFormatter<TValue> valueFormatter = options.Resolver.GetFormatterWithVerify<TValue>();
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    long keyPosition = reader.Consumed;
                    TKey key = keyFormatter.Deserialize(ref reader, options);
                    TValue value = valueFormatter.Deserialize(ref reader, options);
                    if (key is null)
                    {
                        ThrowHelper.ThrowNullKey(typeof(Dictionary<TKey, TValue>), keyPosition);
                    }

#if NETSTANDARD2_0
                    if (dictionary.ContainsKey(key))
                    {
                        ThrowHelper.ThrowDuplicateKey(typeof(Dictionary<TKey, TValue>), key, keyPosition);
                    }

                    dictionary.Add(key, value);
#else
                    if (!dictionary.TryAdd(key, value))
                    {
                        ThrowHelper.ThrowDuplicateKey(typeof(Dictionary<TKey, TValue>), key, keyPosition);
                    }
#endif
                }
            }
            finally
            {
                reader.Depth--;
            }

            return dictionary;
        }
    }
}
