namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="uint"/> as the smallest MessagePack integer encoding that holds the value.
    /// Reading accepts any integer encoding whose value fits; an out-of-range value is a <see cref="MessagePackSerializationException"/>.
    /// </summary>
    public sealed class UInt32Formatter : IMessagePackFormatter<uint>
    {
        /// <summary>The shared instance.</summary>
        public static readonly UInt32Formatter Instance = new UInt32Formatter();

        private UInt32Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, uint value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public uint Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt32();
    }
}
