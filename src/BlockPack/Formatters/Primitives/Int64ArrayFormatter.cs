using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="long"/> array as a MessagePack array, each element in the smallest integer encoding that holds it;
    /// <see langword="null"/> is nil. The elements do not go through the resolver, so a resolver that replaces the
    /// <see cref="long"/> formatter does not change them.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ArrayFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class Int64ArrayFormatter : IMessagePackFormatter<long[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Int64ArrayFormatter Instance = new Int64ArrayFormatter();

        private Int64ArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, long[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            foreach (long item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public long[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the array is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<long>();
            }

            var array = new long[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadInt64();
            }

            return array;
        }
    }
}
