namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="long"/> as the smallest MessagePack integer encoding that holds the value.
    /// Reading accepts any integer encoding whose value fits; an out-of-range value is a <see cref="MessagePackSerializationException"/>.
    /// </summary>
    public sealed class Int64Formatter : IMessagePackFormatter<long>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Int64Formatter Instance = new Int64Formatter();

        private Int64Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, long value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public long Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt64();
    }
}
