using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes any <see cref="IImmutableDictionary{TKey, TValue}"/> as a MessagePack map and reads it back as an <see cref="ImmutableDictionary{TKey, TValue}"/> keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>; <see langword="null"/> is nil. Repeated and nil keys are rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    public sealed class InterfaceImmutableDictionaryFormatter<TKey, TValue> : IMessagePackFormatter<IImmutableDictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IImmutableDictionary<TKey, TValue>? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IImmutableDictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadMapHeader();
            ImmutableDictionary<TKey, TValue>.Builder builder = ImmutableDictionary.CreateBuilder<TKey, TValue>(options.Security.GetEqualityComparer<TKey>());
            CollectionReading.ReadEntries<TKey, TValue, ImmutableDictionary<TKey, TValue>.Builder>(ref reader, count, builder, typeof(IImmutableDictionary<TKey, TValue>), options);
            return builder.ToImmutable();
        }
    }
}
