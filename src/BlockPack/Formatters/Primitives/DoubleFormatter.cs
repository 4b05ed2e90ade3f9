namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="double"/> as a float64.
    /// </summary>
    public sealed class DoubleFormatter : IMessagePackFormatter<double>
    {
        /// <summary>The shared instance.</summary>
        public static readonly DoubleFormatter Instance = new DoubleFormatter();

        private DoubleFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, double value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public double Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadDouble();
    }
}
