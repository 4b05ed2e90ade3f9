using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="List{T}"/> of <see cref="int"/> as a MessagePack array, each element in the smallest integer encoding that holds it;
    /// <see langword="null"/> is nil. The elements do not go through the resolver.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ListFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class Int32ListFormatter : IMessagePackFormatter<List<int>?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Int32ListFormatter Instance = new Int32ListFormatter();

        private Int32ListFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, List<int>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Count);
            foreach (int item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public List<int>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the capacity is bounded by the input.
            int count = reader.ReadArrayHeader();
            var list = new List<int>(count);
            for (int i = 0; i < count; i++)
            {
                list.Add(reader.ReadInt32());
            }

            return list;
        }
    }
}
