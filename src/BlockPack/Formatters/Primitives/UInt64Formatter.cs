namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ulong"/> as the smallest MessagePack integer encoding that holds the value.
    /// Reading accepts any integer encoding whose value fits; an out-of-range value is a <see cref="MessagePackSerializationException"/>.
    /// </summary>
    public sealed class UInt64Formatter : IMessagePackFormatter<ulong>
    {
        /// <summary>The shared instance.</summary>
        public static readonly UInt64Formatter Instance = new UInt64Formatter();

        private UInt64Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ulong value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public ulong Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt64();
    }
}
