using System.Numerics;
using BlockPack.Formatters.Numerics;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Complex"/> as an array of two float64s, real then imaginary, as MessagePack-CSharp does.
    /// </summary>
    /// <remarks>Reading requires exactly two numbers (floats or integers); nil is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class ComplexFormatter : IMessagePackFormatter<Complex>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ComplexFormatter Instance = new ComplexFormatter();

        private ComplexFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Complex value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(2);
            writer.Write(value.Real);
            writer.Write(value.Imaginary);
        }

        /// <inheritdoc/>
        public Complex Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            FixedArrayHeader.Read(ref reader, typeof(Complex), 2);
            double real = reader.ReadDouble();
            double imaginary = reader.ReadDouble();
            return new Complex(real, imaginary);
        }
    }
}
