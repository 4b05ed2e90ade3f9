using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes any <see cref="IReadOnlyDictionary{TKey, TValue}"/> as a MessagePack map and reads it as a
    /// <see cref="Dictionary{TKey, TValue}"/>; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    /// <remarks>A repeated or nil key is a <see cref="MessagePackSerializationException"/>, as for <see cref="DictionaryFormatter{TKey, TValue}"/>.</remarks>
    public sealed class InterfaceReadOnlyDictionaryFormatter<TKey, TValue> : IMessagePackFormatter<IReadOnlyDictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IReadOnlyDictionary<TKey, TValue>? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IReadOnlyDictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            DictionaryFormatting.ReadDictionary<TKey, TValue>(ref reader, options);
    }
}
