using System.Collections.Generic;
using System.Linq;
using BlockPack.Formatters.Collections;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="ILookup{TKey, TElement}"/> as a MessagePack array of groupings, each [key, [elements…]]
    /// (MessagePack-CSharp's layout); <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type.</typeparam>
    /// <remarks>
    /// Reading finds groupings by key through a dictionary keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>;
    /// a key that repeats, or a nil grouping or key, is a <see cref="MessagePackSerializationException"/>.
    /// </remarks>
    public sealed class InterfaceLookupFormatter<TKey, TElement> : IMessagePackFormatter<ILookup<TKey, TElement>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ILookup<TKey, TElement>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            SequenceFormatting.WriteCounted(ref writer, value, value.Count, options);
        }

        /// <inheritdoc/>
        public ILookup<TKey, TElement>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The reader has checked the count against the bytes left, so it is safe to pre-size with.
            int count = reader.ReadArrayHeader();
            var groupings = new Dictionary<TKey, IGrouping<TKey, TElement>>(count, options.Security.GetEqualityComparer<TKey>());
            IMessagePackFormatter<IGrouping<TKey, TElement>?> formatter = options.Resolver.GetFormatterWithVerify<IGrouping<TKey, TElement>?>();
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    long position = reader.Consumed;
                    IGrouping<TKey, TElement>? grouping = formatter.Deserialize(ref reader, options);
                    if (grouping is null || grouping.Key is null)
                    {
                        ThrowHelper.ThrowNullKey(typeof(ILookup<TKey, TElement>), position);
                    }

                    if (groupings.ContainsKey(grouping.Key))
                    {
                        ThrowHelper.ThrowDuplicateKey(typeof(ILookup<TKey, TElement>), grouping.Key, position);
                    }

                    groupings.Add(grouping.Key, grouping);
                }
            }
            finally
            {
                reader.Depth--;
            }

            return new ReadOnlyLookup<TKey, TElement>(groupings);
        }
    }
}
