using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="double"/> array as a MessagePack array, each element as a MessagePack float, as <see cref="MessagePackWriter.Write(double)"/> writes it;
    /// <see langword="null"/> is nil. The elements do not go through the resolver, so a resolver that replaces the
    /// <see cref="double"/> formatter does not change them.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="ArrayFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class DoubleArrayFormatter : IMessagePackFormatter<double[]?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly DoubleArrayFormatter Instance = new DoubleArrayFormatter();

        private DoubleArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, double[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            foreach (double item in value)
            {
                writer.Write(item);
            }
        }

        /// <inheritdoc/>
        public double[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // ReadArrayHeader refuses a count larger than the bytes that follow, so the array is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<double>();
            }

            var array = new double[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = reader.ReadDouble();
            }

            return array;
        }
    }
}
