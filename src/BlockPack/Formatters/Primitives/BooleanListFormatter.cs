using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="List{T}"/> of <see cref="bool"/> as a MessagePack array, each element as MessagePack true or false;
    /// <see langword="null"/> is nil. The elements do not go through the resolver.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ListFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class BooleanListFormatter : IMessagePackFormatter<List<bool>?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly BooleanListFormatter Instance = new BooleanListFormatter();

        private BooleanListFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, List<bool>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Count);
            foreach (bool item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public List<bool>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the capacity is bounded by the input.
            int count = reader.ReadArrayHeader();
            var list = new List<bool>(count);
            for (int i = 0; i < count; i++)
            {
                list.Add(reader.ReadBoolean());
            }

            return list;
        }
    }
}
