using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="List{T}"/> of <see cref="float"/> as a MessagePack array, each element as a MessagePack float, as <see cref="MessagePackWriter.Write(float)"/> writes it;
    /// <see langword="null"/> is nil. The elements do not go through the resolver.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ListFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class SingleListFormatter : IMessagePackFormatter<List<float>?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly SingleListFormatter Instance = new SingleListFormatter();

        private SingleListFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, List<float>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Count);
            foreach (float item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public List<float>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the capacity is bounded by the input.
            int count = reader.ReadArrayHeader();
            var list = new List<float>(count);
            for (int i = 0; i < count; i++)
            {
                list.Add(reader.ReadSingle());
            }

            return list;
        }
    }
}
