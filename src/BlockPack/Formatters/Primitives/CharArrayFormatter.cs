using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="char"/> array as a MessagePack array, each element as its UTF-16 code unit in the smallest integer encoding;
    /// <see langword="null"/> is nil. The elements do not go through the resolver, so a resolver that replaces the
    /// <see cref="char"/> formatter does not change them.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ArrayFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class CharArrayFormatter : IMessagePackFormatter<char[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly CharArrayFormatter Instance = new CharArrayFormatter();

        private CharArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, char[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            foreach (char item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public char[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the array is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<char>();
            }

            var array = new char[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadChar();
            }

            return array;
        }
    }
}
