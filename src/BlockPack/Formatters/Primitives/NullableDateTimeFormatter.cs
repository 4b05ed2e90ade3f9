using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="System.Nullable{T}"/> of <see cref="DateTime"/> as a MessagePack timestamp (extension -1), as <see cref="MessagePackWriter.Write(DateTime)"/> writes it; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="NullableFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class NullableDateTimeFormatter : IMessagePackFormatter<DateTime?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableDateTimeFormatter Instance = new NullableDateTimeFormatter();

        private NullableDateTimeFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, DateTime? value, MessagePackSerializerOptions options)
        {
            if (value is DateTime present)
            {
                writer.Write(present);
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public DateTime? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadDateTime();
    }
}
