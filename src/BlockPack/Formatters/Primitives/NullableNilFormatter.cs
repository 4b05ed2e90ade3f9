namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Nil"/>? as nil, whether it has a value or not (both mean nil), and reads nil as
    /// <see cref="Nil.Default"/>, as MessagePack-CSharp's formatter of the same name.
    /// </summary>
    public sealed class NullableNilFormatter : IMessagePackFormatter<Nil?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly IMessagePackFormatter<Nil?> Instance = new NullableNilFormatter();

        private NullableNilFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Nil? value, MessagePackSerializerOptions options) => writer.WriteNil();

        /// <inheritdoc/>
        public Nil? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadNil();
    }
}
