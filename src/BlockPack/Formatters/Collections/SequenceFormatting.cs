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
                // The built-in formatters of int, long and double are the writer's own methods: called as such, per
                // element, without the interface call the JIT removes by guarded devirtualization (PGO) and NativeAOT's
                // ahead-of-time code cannot. The typeof tests fold away in each value-type instantiation, and the
                // (int)(object) casts do not box there.
                if (typeof(T) == typeof(int) && ReferenceEquals(formatter, Int32Formatter.Instance))
                {
                    for (int i = 0; i < items.Length; i++)
                    {
                        writer.CancellationToken.ThrowIfCancellationRequested();
                        writer.Write((int)(object)items[i]!);
                    }
                }
                else if (typeof(T) == typeof(long) && ReferenceEquals(formatter, Int64Formatter.Instance))
                {
                    for (int i = 0; i < items.Length; i++)
                    {
                        writer.CancellationToken.ThrowIfCancellationRequested();
                        writer.Write((long)(object)items[i]!);
                    }
                }
                else if (typeof(T) == typeof(double) && ReferenceEquals(formatter, DoubleFormatter.Instance))
                {
                    for (int i = 0; i < items.Length; i++)
                    {
                        writer.CancellationToken.ThrowIfCancellationRequested();
                        writer.Write((double)(object)items[i]!);
                    }
                }
                else
                {
                    for (int i = 0; i < items.Length; i++)
                    {
                        writer.CancellationToken.ThrowIfCancellationRequested();
                        formatter.Serialize(ref writer, items[i], options);
                    }
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
                // As in WriteSpan: the built-in int, long and double formatters are the reader's own methods.
                if (typeof(T) == typeof(int) && ReferenceEquals(formatter, Int32Formatter.Instance))
                {
                    for (int i = 0; i < count; i++)
                    {
                        reader.CancellationToken.ThrowIfCancellationRequested();
                        list.Add((T)(object)reader.ReadInt32());
                    }
                }
                else if (typeof(T) == typeof(long) && ReferenceEquals(formatter, Int64Formatter.Instance))
                {
                    for (int i = 0; i < count; i++)
                    {
                        reader.CancellationToken.ThrowIfCancellationRequested();
                        list.Add((T)(object)reader.ReadInt64());
                    }
                }
                else if (typeof(T) == typeof(double) && ReferenceEquals(formatter, DoubleFormatter.Instance))
                {
                    for (int i = 0; i < count; i++)
                    {
                        reader.CancellationToken.ThrowIfCancellationRequested();
                        list.Add((T)(object)reader.ReadDouble());
                    }
                }
                else
                {
                    for (int i = 0; i < count; i++)
                    {
                        reader.CancellationToken.ThrowIfCancellationRequested();
                        list.Add(formatter.Deserialize(ref reader, options));
                    }
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
