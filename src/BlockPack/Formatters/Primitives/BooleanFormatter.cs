namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="bool"/> as true or false.
    /// </summary>
    public sealed class BooleanFormatter : IMessagePackFormatter<bool>
    {
        /// <summary>The shared instance.</summary>
        public static readonly BooleanFormatter Instance = new BooleanFormatter();

        private BooleanFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, bool value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public bool Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadBoolean();
    }
}
