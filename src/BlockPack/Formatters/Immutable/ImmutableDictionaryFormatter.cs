using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes an <see cref="ImmutableDictionary{TKey, TValue}"/> as a MessagePack map and reads it back keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>; <see langword="null"/> is nil. Repeated and nil keys are rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    public sealed class ImmutableDictionaryFormatter<TKey, TValue> : IMessagePackFormatter<ImmutableDictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ImmutableDictionary<TKey, TValue>? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ImmutableDictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadMapHeader();
            ImmutableDictionary<TKey, TValue>.Builder builder = ImmutableDictionary.CreateBuilder<TKey, TValue>(options.Security.GetEqualityComparer<TKey>());
            CollectionReading.ReadEntries<TKey, TValue, ImmutableDictionary<TKey, TValue>.Builder>(ref reader, count, builder, typeof(ImmutableDictionary<TKey, TValue>), options);
            return builder.ToImmutable();
        }
    }
}
