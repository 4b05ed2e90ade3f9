namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="string"/> as UTF-8 in the smallest str encoding (str8 is avoided under
    /// <see cref="MessagePackSerializerOptions.OldSpec"/>); <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Named as in MessagePack-CSharp, where "nullable" means the formatter accepts and produces null.</remarks>
    public sealed class NullableStringFormatter : IMessagePackFormatter<string?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableStringFormatter Instance = new NullableStringFormatter();

        private NullableStringFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, string? value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        public string? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadString();
    }
}
