using System;
using System.Collections;
using System.Collections.Generic;
using BlockPack.Internal;

namespace BlockPack.Formatters.Collections
{
    /// <summary>
    /// Writing and reading of the non-generic collections (<see cref="IList"/>, <see cref="IDictionary"/> and the
    /// like): every element, key and value goes through the options' <see cref="object"/> formatter, as
    /// MessagePack-CSharp does, so a boxed <see cref="int"/> is written as int32 and reads back as one.
    /// </summary>
    internal static class NonGenericFormatting
    {
        /// <summary>Writes a counted collection as an array, checking the count against what it enumerates.</summary>
        internal static void WriteCollection(ref MessagePackWriter writer, ICollection items, MessagePackSerializerOptions options)
        {
            int count = items.Count;
            writer.WriteArrayHeader(count);
            if (count == 0)
            {
                return;
            }

            WriteItems(ref writer, items, count, options.Resolver.GetFormatterWithVerify<object?>(), options);
        }

        /// <summary>
        /// Writes a collection's items after its array header (one depth level), each through
        /// <paramref name="formatter"/>, and fails when the collection enumerates another number of items than
        /// <paramref name="count"/>, the number the header declared.
        /// </summary>
        internal static void WriteItems(ref MessagePackWriter writer, ICollection items, int count, IMessagePackFormatter<object?> formatter, MessagePackSerializerOptions options)
        {
            int written = 0;
            options.Security.DepthStep(ref writer);
            try
            {
                foreach (object? item in items)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    if (written == count)
                    {
                        ThrowHelper.ThrowCollectionCountChanged(items.GetType(), count, count + 1);
                    }

                    formatter.Serialize(ref writer, item, options);
                    written++;
                }
            }
            finally
            {
                writer.Depth--;
            }

            if (written != count)
            {
                ThrowHelper.ThrowCollectionCountChanged(items.GetType(), count, written);
            }
        }

        /// <summary>Writes any sequence as an array; one without a count is buffered first to learn its length.</summary>
        internal static void WriteAny(ref MessagePackWriter writer, IEnumerable? items, MessagePackSerializerOptions options)
        {
            switch (items)
            {
                case null:
                    writer.WriteNil();
                    break;
                case ICollection collection:
                    WriteCollection(ref writer, collection, options);
                    break;
                default:
                    var buffered = new List<object?>();
                    foreach (object? item in items)
                    {
                        buffered.Add(item);
                    }

                    WriteCollection(ref writer, buffered, options);
                    break;
            }
        }

        /// <summary>Writes a dictionary as a map, checking the count against what it enumerates.</summary>
        internal static void WriteDictionary(ref MessagePackWriter writer, IDictionary? map, MessagePackSerializerOptions options)
        {
            if (map is null)
            {
                writer.WriteNil();
                return;
            }

            int count = map.Count;
            writer.WriteMapHeader(count);
            if (count == 0)
            {
                return;
            }

            WriteEntries(ref writer, map, count, options.Resolver.GetFormatterWithVerify<object?>(), options);
        }

        /// <summary>
        /// Writes a dictionary's entries after its map header (one depth level), each key and value through
        /// <paramref name="formatter"/>, and fails when the dictionary enumerates another number of entries than
        /// <paramref name="count"/>, the number the header declared.
        /// </summary>
        internal static void WriteEntries(ref MessagePackWriter writer, IDictionary map, int count, IMessagePackFormatter<object?> formatter, MessagePackSerializerOptions options)
        {
            int written = 0;
            options.Security.DepthStep(ref writer);
            try
            {
                IDictionaryEnumerator entries = map.GetEnumerator();
                while (entries.MoveNext())
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    if (written == count)
                    {
                        ThrowHelper.ThrowCollectionCountChanged(map.GetType(), count, count + 1);
                    }

                    formatter.Serialize(ref writer, entries.Key, options);
                    formatter.Serialize(ref writer, entries.Value, options);
                    written++;
                }
            }
            finally
            {
                writer.Depth--;
            }

            if (written != count)
            {
                ThrowHelper.ThrowCollectionCountChanged(map.GetType(), count, written);
            }
        }

        /// <summary>Reads an array into a new <c>object[]</c>; nil reads as <see langword="null"/>.</summary>
        internal static object?[]? ReadArray(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            CollectionReading.ReadArray<object?>(ref reader, options);

        /// <summary>Reads <paramref name="count"/> elements into <paramref name="target"/> with <see cref="IList.Add"/>.</summary>
        internal static void ReadInto(ref MessagePackReader reader, int count, IList target, MessagePackSerializerOptions options)
        {
            if (count == 0)
            {
                return;
            }

            IMessagePackFormatter<object?> formatter = options.Resolver.GetFormatterWithVerify<object?>();
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

        /// <summary>
        /// Reads <paramref name="count"/> entries into <paramref name="target"/> with <see cref="IDictionary.Add"/>. A
        /// nil key or a key that repeats an earlier one is a <see cref="MessagePackSerializationException"/>.
        /// </summary>
        internal static void ReadInto(ref MessagePackReader reader, int count, IDictionary target, MessagePackSerializerOptions options)
        {
            if (count == 0)
            {
                return;
            }

            Type reportedType = target.GetType();
            IMessagePackFormatter<object?> formatter = options.Resolver.GetFormatterWithVerify<object?>();
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    long keyPosition = reader.Consumed;
                    object? key = formatter.Deserialize(ref reader, options);
                    object? value = formatter.Deserialize(ref reader, options);
                    if (key is null)
                    {
                        ThrowHelper.ThrowNullKey(reportedType, keyPosition);
                    }

                    if (target.Contains(key))
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
