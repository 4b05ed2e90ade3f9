using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes an <see cref="ImmutableSortedDictionary{TKey, TValue}"/> as a MessagePack map in key order and reads it back with the default comparer of <typeparamref name="TKey"/>; <see langword="null"/> is nil. Repeated and nil keys are rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    public sealed class ImmutableSortedDictionaryFormatter<TKey, TValue> : IMessagePackFormatter<ImmutableSortedDictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ImmutableSortedDictionary<TKey, TValue>? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ImmutableSortedDictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadMapHeader();
            ImmutableSortedDictionary<TKey, TValue>.Builder builder = ImmutableSortedDictionary.CreateBuilder<TKey, TValue>();
            CollectionReading.ReadEntries<TKey, TValue, ImmutableSortedDictionary<TKey, TValue>.Builder>(ref reader, count, builder, typeof(ImmutableSortedDictionary<TKey, TValue>), options);
            return builder.ToImmutable();
        }
    }
}
