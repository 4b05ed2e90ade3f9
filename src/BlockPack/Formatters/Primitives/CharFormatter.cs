namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="char"/> as its UTF-16 code unit as an unsigned integer in the smallest encoding.
    /// </summary>
    public sealed class CharFormatter : IMessagePackFormatter<char>
    {
        /// <summary>The shared instance.</summary>
        public static readonly CharFormatter Instance = new CharFormatter();

        private CharFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, char value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public char Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadChar();
    }
}
