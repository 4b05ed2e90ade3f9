using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes any <see cref="IDictionary{TKey, TValue}"/> with a public parameterless constructor (a user dictionary
    /// type) as a MessagePack map, and reads it back by creating an empty instance and calling
    /// <see cref="IDictionary{TKey, TValue}.Add"/> per entry, as MessagePack-CSharp does; <see langword="null"/> is
    /// nil. Repeated and nil keys are rejected.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    /// <typeparam name="TDictionary">The dictionary type.</typeparam>
    /// <remarks>
    /// The instance keeps whatever comparer its constructor gives it; <see cref="MessagePackSecurity"/> cannot choose
    /// one here. Types read from untrusted data should use a collision-resistant comparer of their own.
    /// </remarks>
    public sealed class GenericDictionaryFormatter<TKey, TValue, TDictionary> : IMessagePackFormatter<TDictionary?>
        where TKey : notnull
        where TDictionary : IDictionary<TKey, TValue>, new()
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, TDictionary? value, MessagePackSerializerOptions options) =>
            DictionaryFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public TDictionary? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return default;
            }

            int count = reader.ReadMapHeader();
            var dictionary = new TDictionary();
            CollectionReading.ReadEntries<TKey, TValue, TDictionary>(ref reader, count, dictionary, typeof(TDictionary), options);
            return dictionary;
        }
    }
}
