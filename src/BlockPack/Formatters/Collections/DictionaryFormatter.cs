using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>Writes a <see cref="Dictionary{TKey, TValue}"/> as a MessagePack map; <see langword="null"/> is nil.</summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    /// <remarks>
    /// Duplicate keys are rejected: a map that repeats a key, or has a nil key, is a
    /// <see cref="MessagePackSerializationException"/> (MessagePack-CSharp fails on them too, with an
    /// <see cref="System.ArgumentException"/>). The dictionary read uses
    /// <see cref="MessagePackSecurity.GetEqualityComparer{T}"/> of the options' security settings.
    /// </remarks>
    public sealed class DictionaryFormatter<TKey, TValue> : IMessagePackFormatter<Dictionary<TKey, TValue>?>
        where TKey : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Dictionary<TKey, TValue>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            DictionaryFormatting.WriteDictionary(ref writer, value, options);
        }

        /// <inheritdoc/>
        public Dictionary<TKey, TValue>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            DictionaryFormatting.ReadDictionary<TKey, TValue>(ref reader, options);
    }
}
