using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="sbyte"/> array as a MessagePack array, each element in the smallest integer encoding that holds it;
    /// <see langword="null"/> is nil. The elements do not go through the resolver, so a resolver that replaces the
    /// <see cref="sbyte"/> formatter does not change them.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ArrayFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class SByteArrayFormatter : IMessagePackFormatter<sbyte[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly SByteArrayFormatter Instance = new SByteArrayFormatter();

        private SByteArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, sbyte[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            foreach (sbyte item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public sbyte[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the array is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<sbyte>();
            }

            var array = new sbyte[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadSByte();
            }

            return array;
        }
    }
}
