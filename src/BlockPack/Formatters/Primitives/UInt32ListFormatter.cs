using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="List{T}"/> of <see cref="uint"/> as a MessagePack array, each element in the smallest integer encoding that holds it;
    /// <see langword="null"/> is nil. The elements do not go through the resolver.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ListFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class UInt32ListFormatter : IMessagePackFormatter<List<uint>?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly UInt32ListFormatter Instance = new UInt32ListFormatter();

        private UInt32ListFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, List<uint>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Count);
            foreach (uint item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public List<uint>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the capacity is bounded by the input.
            int count = reader.ReadArrayHeader();
            var list = new List<uint>(count);
            for (int i = 0; i < count; i++)
            {
                list.Add(reader.ReadUInt32());
            }

            return list;
        }
    }
}
