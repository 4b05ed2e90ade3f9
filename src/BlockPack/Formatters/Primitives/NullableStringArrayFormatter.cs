using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="string"/> array as a MessagePack array of UTF-8 strings, a <see langword="null"/> element as
    /// nil; a <see langword="null"/> array is nil. The elements do not go through the resolver.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ArrayFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class NullableStringArrayFormatter : IMessagePackFormatter<string?[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableStringArrayFormatter Instance = new NullableStringArrayFormatter();

        private NullableStringArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, string?[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            foreach (string? item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public string?[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the array is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<string?>();
            }

            var array = new string?[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadString();
            }

            return array;
        }
    }
}
