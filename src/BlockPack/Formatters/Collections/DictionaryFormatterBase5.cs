using System.Collections.Generic;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// A base for formatters of custom dictionary types written as a MessagePack map, with MessagePack-CSharp's
    /// shape so formatters written for it carry over: a derived class says how to enumerate the entries
    /// (<see cref="GetSourceEnumerator"/>) and how to build the dictionary while reading (<see cref="Create"/>,
    /// <see cref="Add"/>, <see cref="Complete"/>); this class writes the header, the entries, nil for
    /// <see langword="null"/>, and tracks depth and cancellation.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    /// <typeparam name="TIntermediate">What the entries are collected into while reading.</typeparam>
    /// <typeparam name="TEnumerator">The enumerator type (a struct enumerator avoids boxing).</typeparam>
    /// <typeparam name="TDictionary">The dictionary type; it must be an <see cref="ICollection{T}"/> or
    /// <see cref="IReadOnlyCollection{T}"/> of pairs, for the count.</typeparam>
    /// <remarks>
    /// <see cref="Create"/> is given the entry count from the header, which the reader has already checked against the
    /// bytes left, so pre-sizing with it is safe. Rejecting repeated or nil keys is up to <see cref="Add"/> (the
    /// built-in dictionary formatters reject both; a dictionary's own <c>Add</c> throws on a repeat).
    /// </remarks>
    public abstract class DictionaryFormatterBase<TKey, TValue, TIntermediate, TEnumerator, TDictionary> : IMessagePackFormatter<TDictionary?>
        where TEnumerator : IEnumerator<KeyValuePair<TKey, TValue>>
        where TDictionary : class, IEnumerable<KeyValuePair<TKey, TValue>>
    {
        /// <summary>Initializes a new instance of the <see cref="DictionaryFormatterBase{TKey, TValue, TIntermediate, TEnumerator, TDictionary}"/> class.</summary>
        protected DictionaryFormatterBase()
        {
        }

        /// <inheritdoc/>
        /// <exception cref="MessagePackSerializationException"><typeparamref name="TDictionary"/> has no count.</exception>
        public void Serialize(ref MessagePackWriter writer, TDictionary? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            int count = value switch
            {
                ICollection<KeyValuePair<TKey, TValue>> collection => collection.Count,
                IReadOnlyCollection<KeyValuePair<TKey, TValue>> readOnlyCollection => readOnlyCollection.Count,
                _ => ThrowHelper.ThrowDictionaryWithoutCount(value.GetType()),
            };
            writer.WriteMapHeader(count);
            if (count == 0)
            {
                return;
            }

            IMessagePackFormatter<TKey> keyFormatter = options.Resolver.GetFormatterWithVerify<TKey>();
            IMessagePackFormatter<TValue> valueFormatter = options.Resolver.GetFormatterWithVerify<TValue>();
            int written = 0;
            TEnumerator source = this.GetSourceEnumerator(value);
            options.Security.DepthStep(ref writer);
            try
            {
                while (source.MoveNext())
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    if (written == count)
                    {
                        ThrowHelper.ThrowCollectionCountChanged(value.GetType(), count, count + 1);
                    }

                    KeyValuePair<TKey, TValue> entry = source.Current;
                    keyFormatter.Serialize(ref writer, entry.Key, options);
                    valueFormatter.Serialize(ref writer, entry.Value, options);
                    written++;
                }
            }
            finally
            {
                writer.Depth--;
                source.Dispose();
            }

            if (written != count)
            {
                ThrowHelper.ThrowCollectionCountChanged(value.GetType(), count, written);
            }
        }

        /// <inheritdoc/>
        public TDictionary? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadMapHeader();
            TIntermediate dictionary = this.Create(count, options);
            if (count > 0)
            {
                IMessagePackFormatter<TKey> keyFormatter = options.Resolver.GetFormatterWithVerify<TKey>();
                IMessagePackFormatter<TValue> valueFormatter = options.Resolver.GetFormatterWithVerify<TValue>();
                options.Security.DepthStep(ref reader);
                try
                {
                    for (int i = 0; i < count; i++)
                    {
                        reader.CancellationToken.ThrowIfCancellationRequested();
                        TKey key = keyFormatter.Deserialize(ref reader, options);
                        TValue value = valueFormatter.Deserialize(ref reader, options);
                        this.Add(dictionary, i, key, value, options);
                    }
                }
                finally
                {
                    reader.Depth--;
                }
            }

            return this.Complete(dictionary);
        }

        /// <summary>Gets an enumerator over the entries to write.</summary>
        /// <param name="source">The dictionary being written.</param>
        /// <returns>The enumerator.</returns>
        protected abstract TEnumerator GetSourceEnumerator(TDictionary source);

        /// <summary>Creates what the entries are collected into while reading.</summary>
        /// <param name="count">The number of entries that follow (checked against the input's length).</param>
        /// <param name="options">The options of the read; use <see cref="MessagePackSecurity.GetEqualityComparer{T}"/> for a hashed collection.</param>
        /// <returns>The empty intermediate collection.</returns>
        protected abstract TIntermediate Create(int count, MessagePackSerializerOptions options);

        /// <summary>Adds one entry read.</summary>
        /// <param name="collection">The intermediate collection.</param>
        /// <param name="index">The entry's position in the map.</param>
        /// <param name="key">The key.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options of the read.</param>
        protected abstract void Add(TIntermediate collection, int index, TKey key, TValue value, MessagePackSerializerOptions options);

        /// <summary>Turns the intermediate collection into the result.</summary>
        /// <param name="intermediateCollection">The intermediate collection, with every entry added.</param>
        /// <returns>The dictionary read.</returns>
        protected abstract TDictionary Complete(TIntermediate intermediateCollection);
    }
}
