using System.Collections;
using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a value typed as <see cref="IDictionary"/> as a MessagePack map, keys and values through the options'
    /// <see cref="object"/> formatter, and reads a map back as a <c>Dictionary&lt;object, object&gt;</c> keyed by
    /// <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>, as MessagePack-CSharp does; <see langword="null"/> is
    /// nil. Repeated and nil keys are rejected.
    /// </summary>
    public sealed class NonGenericInterfaceDictionaryFormatter : IMessagePackFormatter<IDictionary?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NonGenericInterfaceDictionaryFormatter Instance = new NonGenericInterfaceDictionaryFormatter();

        private NonGenericInterfaceDictionaryFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IDictionary? value, MessagePackSerializerOptions options) =>
            NonGenericFormatting.WriteDictionary(ref writer, value, options);

        /// <inheritdoc/>
        public IDictionary? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The reader has checked the count against the bytes left, so it is safe to pre-size with.
            int count = reader.ReadMapHeader();
            var dictionary = new Dictionary<object, object?>(count, options.Security.GetEqualityComparer<object>());
            NonGenericFormatting.ReadInto(ref reader, count, dictionary, options);
            return dictionary;
        }
    }
}
