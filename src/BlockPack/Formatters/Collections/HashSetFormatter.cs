using System.Collections.Generic;
using BlockPack.Formatters.Collections;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>Writes a <see cref="HashSet{T}"/> as a MessagePack array of its elements; <see langword="null"/> is nil.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>
    /// Reading keeps set semantics, as MessagePack-CSharp does: an element that repeats one already read is dropped,
    /// so an array written from a list can be read into a set.
    /// </remarks>
    public sealed class HashSetFormatter<T> : IMessagePackFormatter<HashSet<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, HashSet<T>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            WriteSet(ref writer, value, options);
        }

        /// <inheritdoc/>
        public HashSet<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => ReadSet(ref reader, options);

        /// <summary>
        /// Writes any set as an array; <see langword="null"/> is nil. A <see cref="HashSet{T}"/> takes the struct
        /// enumerator path, anything else the general sequence path.
        /// </summary>
        internal static void WriteAnySet(ref MessagePackWriter writer, IEnumerable<T>? value, MessagePackSerializerOptions options)
        {
            if (value is HashSet<T> hashSet)
            {
                WriteSet(ref writer, hashSet, options);
                return;
            }

            SequenceFormatting.WriteAny(ref writer, value, options);
        }

        /// <summary>Writes the set through its struct enumerator, so nothing is boxed.</summary>
        internal static void WriteSet(ref MessagePackWriter writer, HashSet<T> value, MessagePackSerializerOptions options)
        {
            int count = value.Count;
            writer.WriteArrayHeader(count);
            if (count == 0)
            {
                return;
            }

            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            int written = 0;
            options.Security.DepthStep(ref writer);
            try
            {
                foreach (T item in value)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
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
                ThrowHelper.ThrowCollectionCountChanged(value.GetType(), count, written);
            }
        }

        /// <summary>
        /// Reads an array into a new set whose comparer is <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>;
        /// nil reads as <see langword="null"/>.
        /// </summary>
        internal static HashSet<T>? ReadSet(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            IEqualityComparer<T> comparer = options.Security.GetEqualityComparer<T>();
#if NETSTANDARD2_0
            var set = new HashSet<T>(comparer);
#else
            var set = new HashSet<T>(count, comparer);
#endif
            if (count == 0)
            {
                return set;
            }

            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    set.Add(formatter.Deserialize(ref reader, options));
                }
            }
            finally
            {
                reader.Depth--;
            }

            return set;
        }
    }
}
