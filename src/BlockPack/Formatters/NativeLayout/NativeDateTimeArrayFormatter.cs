using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="DateTime"/> array as an array of <see cref="DateTime.ToBinary"/> integers, as
    /// MessagePack-CSharp's formatter of the same name does; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Each element reads as <see cref="NativeDateTimeFormatter"/> reads one.</remarks>
    public sealed class NativeDateTimeArrayFormatter : IMessagePackFormatter<DateTime[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NativeDateTimeArrayFormatter Instance = new NativeDateTimeArrayFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NativeDateTimeArrayFormatter))]</c> can create one.
        /// </summary>
        public NativeDateTimeArrayFormatter()
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
            for (int i = 0; i < value.Length; i++)
            {
                writer.Write(value[i].ToBinary());
            }
        }

        /// <inheritdoc/>
        public DateTime[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The count is checked against the bytes that follow, so the allocation is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<DateTime>();
            }

            var array = new DateTime[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = NativeDateTimeFormatter.Read(ref reader);
            }

            return array;
        }
    }
}
