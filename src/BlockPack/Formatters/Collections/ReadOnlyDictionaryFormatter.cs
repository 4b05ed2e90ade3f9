using System.Collections.Generic;
using System.Collections.ObjectModel;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ReadOnlyDictionary{TKey, TValue}"/> as a MessagePack map and reads it back around a
    /// <see cref="Dictionary{TKey, TValue}"/> keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>;
    /// <see langword="null"/> is nil. Repeated and nil keys are rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    public sealed class ReadOnlyDictionaryFormatter<TKey, TValue> : IMessagePackFormatter<ReadOnlyDictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ReadOnlyDictionary<TKey, TValue>? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ReadOnlyDictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            Dictionary<TKey, TValue>? entries = DictionaryFormatting.ReadDictionary<TKey, TValue>(ref reader, options);
            return entries is null ? null : new ReadOnlyDictionary<TKey, TValue>(entries);
        }
    }
}
