using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="DateTime"/> array as a MessagePack array, each element as a MessagePack timestamp (extension -1), as <see cref="MessagePackWriter.Write(DateTime)"/> writes it;
    /// <see langword="null"/> is nil. The elements do not go through the resolver, so a resolver that replaces the
    /// <see cref="DateTime"/> formatter does not change them.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ArrayFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class DateTimeArrayFormatter : IMessagePackFormatter<DateTime[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly DateTimeArrayFormatter Instance = new DateTimeArrayFormatter();

        private DateTimeArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, DateTime[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            foreach (DateTime item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public DateTime[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the array is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<DateTime>();
            }

            var array = new DateTime[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadDateTime();
            }

            return array;
        }
    }
}
