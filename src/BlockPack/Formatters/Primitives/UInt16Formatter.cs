namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ushort"/> as the smallest MessagePack integer encoding that holds the value.
    /// Reading accepts any integer encoding whose value fits; an out-of-range value is a <see cref="MessagePackSerializationException"/>.
    /// </summary>
    public sealed class UInt16Formatter : IMessagePackFormatter<ushort>
    {
        /// <summary>The shared instance.</summary>
        public static readonly UInt16Formatter Instance = new UInt16Formatter();

        private UInt16Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ushort value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public ushort Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt16();
    }
}
