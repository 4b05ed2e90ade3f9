using System;
using System.Collections.Generic;
using BlockPack.Internal;
using BlockPack.Serializer;

namespace BlockPack.Formatters.Collections
{
    /// <summary>
    /// Reading helpers for the formatters of collections that are filled through <see cref="ICollection{T}.Add"/>
    /// or <see cref="IDictionary{TKey, TValue}.Add"/> (builders, sorted and observable collections, user types):
    /// one resolver lookup per collection, depth tracking around the elements, a cancellation check per element.
    /// </summary>
    /// <remarks>
    /// The caller reads the header first (the reader has already checked the count against the bytes left, so it is
    /// safe to pre-size with) and creates the target, so each formatter chooses its own constructor and comparer.
    /// </remarks>
    internal static class CollectionReading
    {
        /// <summary>Reads <paramref name="count"/> elements into <paramref name="target"/>.</summary>
        internal static void ReadElements<T, TCollection>(ref MessagePackReader reader, int count, TCollection target, MessagePackSerializerOptions options)
            where TCollection : ICollection<T>
        {
            if (count == 0)
            {
                return;
            }

            IMessagePackFormatter<T> formatter = FirstResolverFormatter<T>.GetWithVerify(options.Resolver);
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    target.Add(formatter.Deserialize(ref reader, options));
                }
            }
            finally
            {
                reader.Depth--;
            }
        }

        /// <summary>Reads an array into a new <typeparamref name="T"/> array; nil reads as <see langword="null"/>.</summary>
        internal static T[]? ReadArray<T>(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<T>();
            }

            var items = new T[count];
            IMessagePackFormatter<T> formatter = FirstResolverFormatter<T>.GetWithVerify(options.Resolver);
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < items.Length; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    items[i] = formatter.Deserialize(ref reader, options);
                }
            }
            finally
            {
                reader.Depth--;
            }

            return items;
        }

        /// <summary>
        /// Reads an array into a new array in reverse order: the stacks are written from the top down, and their
        /// range constructors push in order, so reversing makes the top come back on top.
        /// </summary>
        internal static T[]? ReadArrayReversed<T>(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            T[]? items = ReadArray<T>(ref reader, options);
            if (items is not null)
            {
                Array.Reverse(items);
            }

            return items;
        }

        /// <summary>
        /// Reads <paramref name="count"/> map entries into <paramref name="target"/>. A nil key or a key that repeats
        /// an earlier one is a <see cref="MessagePackSerializationException"/> naming <paramref name="reportedType"/>,
        /// as for <see cref="DictionaryFormatter{TKey, TValue}"/>.
        /// </summary>
        internal static void ReadEntries<TKey, TValue, TDictionary>(ref MessagePackReader reader, int count, TDictionary target, Type reportedType, MessagePackSerializerOptions options)
            where TDictionary : IDictionary<TKey, TValue>
        {
            if (count == 0)
            {
                return;
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
                        ThrowHelper.ThrowNullKey(reportedType, keyPosition);
                    }

                    if (target.ContainsKey(key))
                    {
                        ThrowHelper.ThrowDuplicateKey(reportedType, key, keyPosition);
                    }

                    target.Add(key, value);
                }
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
