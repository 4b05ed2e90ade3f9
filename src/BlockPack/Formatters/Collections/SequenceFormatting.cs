using System;
using System.Collections.Generic;
using BlockPack.Internal;
using BlockPack.Serializer;
#if NET5_0_OR_GREATER
using System.Runtime.InteropServices;
#endif

namespace BlockPack.Formatters.Collections
{
    /// <summary>
    /// Writing and reading of MessagePack arrays shared by the sequence formatters: one resolver lookup per
    /// collection (not per element), depth tracking around the elements, and a cancellation check per element.
    /// </summary>
    internal static class SequenceFormatting
    {
        /// <summary>Writes an array header and the elements of a span.</summary>
        internal static void WriteSpan<T>(ref MessagePackWriter writer, ReadOnlySpan<T> items, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(items.Length);
            if (items.IsEmpty)
            {
                return;
            }

            IMessagePackFormatter<T> formatter = FirstResolverFormatter<T>.GetWithVerify(options.Resolver);
            options.Security.DepthStep(ref writer);
            try
            {
                for (int i = 0; i < items.Length; i++)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    formatter.Serialize(ref writer, items[i], options);
                }
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <summary>Writes an array header and the elements of a list.</summary>
        internal static void WriteList<T>(ref MessagePackWriter writer, List<T> items, MessagePackSerializerOptions options)
        {
#if NET5_0_OR_GREATER
            WriteSpan<T>(ref writer, CollectionsMarshal.AsSpan(items), options);
#else
            WriteCounted(ref writer, items, items.Count, options);
#endif
        }

        /// <summary>
        /// Writes an array header of <paramref name="count"/> and then every element <paramref name="items"/>
        /// enumerates, checking that the two agree so a collection changed meanwhile cannot produce corrupt output.
        /// </summary>
        internal static void WriteCounted<T>(ref MessagePackWriter writer, IEnumerable<T> items, int count, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(count);
            IMessagePackFormatter<T> formatter = FirstResolverFormatter<T>.GetWithVerify(options.Resolver);
            int written = 0;
            options.Security.DepthStep(ref writer);
            try
            {
                foreach (T item in items)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    if (written == count)
                    {
                        // Counted before the write so no element beyond the header ever reaches the output.
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

        /// <summary>
        /// Writes any sequence as an array; <see langword="null"/> is nil. Arrays and lists take the span path,
        /// collections with a count are streamed, and anything else is buffered first to learn its length.
        /// </summary>
        internal static void WriteAny<T>(ref MessagePackWriter writer, IEnumerable<T>? items, MessagePackSerializerOptions options)
        {
            switch (items)
            {
                case null:
                    writer.WriteNil();
                    break;
                case T[] array:
                    WriteSpan<T>(ref writer, array, options);
                    break;
                case List<T> list:
                    WriteList(ref writer, list, options);
                    break;
                case ICollection<T> collection:
                    WriteCounted(ref writer, collection, collection.Count, options);
                    break;
                case IReadOnlyCollection<T> readOnlyCollection:
                    WriteCounted(ref writer, readOnlyCollection, readOnlyCollection.Count, options);
                    break;
                default:
                    WriteList(ref writer, new List<T>(items), options);
                    break;
            }
        }

        /// <summary>Reads an array into a new list; nil reads as <see langword="null"/>.</summary>
        internal static List<T>? ReadList<T>(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The reader has checked the count against the bytes left, so it is safe to pre-size with.
            int count = reader.ReadArrayHeader();
            var list = new List<T>(count);
            if (count == 0)
            {
                return list;
            }

            IMessagePackFormatter<T> formatter = FirstResolverFormatter<T>.GetWithVerify(options.Resolver);
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    list.Add(formatter.Deserialize(ref reader, options));
                }
            }
            finally
            {
                reader.Depth--;
            }

            return list;
        }
    }
}
