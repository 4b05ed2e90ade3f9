namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="float"/> as a float32.
    /// </summary>
    public sealed class SingleFormatter : IMessagePackFormatter<float>
    {
        /// <summary>The shared instance.</summary>
        public static readonly SingleFormatter Instance = new SingleFormatter();

        private SingleFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, float value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public float Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadSingle();
    }
}
