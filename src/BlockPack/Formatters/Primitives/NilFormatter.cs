namespace BlockPack.Formatters
{
    /// <summary>Writes <see cref="Nil"/> as nil and reads nil as <see cref="Nil.Default"/>.</summary>
    public sealed class NilFormatter : IMessagePackFormatter<Nil>
    {
        /// <summary>The shared instance.</summary>
        public static readonly IMessagePackFormatter<Nil> Instance = new NilFormatter();

        private NilFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Nil value, MessagePackSerializerOptions options) => writer.WriteNil();

        /// <inheritdoc/>
        public Nil Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadNil();
    }
}
