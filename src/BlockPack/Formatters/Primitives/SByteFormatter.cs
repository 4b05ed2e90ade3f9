namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="sbyte"/> as the smallest MessagePack integer encoding that holds the value.
    /// Reading accepts any integer encoding whose value fits; an out-of-range value is a <see cref="MessagePackSerializationException"/>.
    /// </summary>
    public sealed class SByteFormatter : IMessagePackFormatter<sbyte>
    {
        /// <summary>The shared instance.</summary>
        public static readonly SByteFormatter Instance = new SByteFormatter();

        private SByteFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, sbyte value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public sbyte Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadSByte();
    }
}
