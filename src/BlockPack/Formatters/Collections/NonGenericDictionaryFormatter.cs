using System.Collections;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a non-generic type implementing <see cref="IDictionary"/> with a public parameterless constructor
    /// (<see cref="Hashtable"/>, a user dictionary) as a MessagePack map, keys and values through the options'
    /// <see cref="object"/> formatter, and reads it back by creating an empty instance and calling
    /// <see cref="IDictionary.Add"/> per entry, as MessagePack-CSharp does; <see langword="null"/> is nil. Repeated and
    /// nil keys are rejected.
    /// </summary>
    /// <typeparam name="T">The dictionary type.</typeparam>
    public sealed class NonGenericDictionaryFormatter<T> : IMessagePackFormatter<T?>
        where T : class, IDictionary, new()
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T? value, MessagePackSerializerOptions options) =>
            NonGenericFormatting.WriteDictionary(ref writer, value, options);

        /// <inheritdoc/>
        public T? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadMapHeader();
            var dictionary = new T();
            NonGenericFormatting.ReadInto(ref reader, count, dictionary, options);
            return dictionary;
        }
    }
}
