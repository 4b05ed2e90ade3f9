namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="short"/> as the smallest MessagePack integer encoding that holds the value.
    /// Reading accepts any integer encoding whose value fits; an out-of-range value is a <see cref="MessagePackSerializationException"/>.
    /// </summary>
    public sealed class Int16Formatter : IMessagePackFormatter<short>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Int16Formatter Instance = new Int16Formatter();

        private Int16Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, short value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public short Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt16();
    }
}
