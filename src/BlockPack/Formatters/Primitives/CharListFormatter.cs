using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="List{T}"/> of <see cref="char"/> as a MessagePack array, each element as its UTF-16 code unit in the smallest integer encoding;
    /// <see langword="null"/> is nil. The elements do not go through the resolver.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ListFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class CharListFormatter : IMessagePackFormatter<List<char>?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly CharListFormatter Instance = new CharListFormatter();

        private CharListFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, List<char>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Count);
            foreach (char item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public List<char>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the capacity is bounded by the input.
            int count = reader.ReadArrayHeader();
            var list = new List<char>(count);
            for (int i = 0; i < count; i++)
            {
                list.Add(reader.ReadChar());
            }

            return list;
        }
    }
}
