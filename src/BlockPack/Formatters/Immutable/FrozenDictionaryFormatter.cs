#if NET8_0_OR_GREATER
using System.Collections.Frozen;
using System.Collections.Generic;
using BlockPack.Formatters;

using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes a <see cref="FrozenDictionary{TKey, TValue}"/> as a MessagePack map and reads it back frozen with
    /// <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>; <see langword="null"/> is nil. Repeated and nil keys
    /// are rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    public sealed class FrozenDictionaryFormatter<TKey, TValue> : IMessagePackFormatter<FrozenDictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, FrozenDictionary<TKey, TValue>? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public FrozenDictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            Dictionary<TKey, TValue>? entries = DictionaryFormatting.ReadDictionary<TKey, TValue>(ref reader, options);
            return entries?.ToFrozenDictionary(entries.Comparer);
        }
    }
}
#endif
