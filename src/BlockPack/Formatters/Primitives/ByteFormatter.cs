namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="byte"/> as the smallest MessagePack integer encoding that holds the value.
    /// Reading accepts any integer encoding whose value fits; an out-of-range value is a <see cref="MessagePackSerializationException"/>.
    /// </summary>
    public sealed class ByteFormatter : IMessagePackFormatter<byte>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ByteFormatter Instance = new ByteFormatter();

        private ByteFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, byte value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public byte Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadByte();
    }
}
