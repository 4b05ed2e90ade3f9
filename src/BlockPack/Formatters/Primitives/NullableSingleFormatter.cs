namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="System.Nullable{T}"/> of <see cref="float"/> as a MessagePack float, as <see cref="MessagePackWriter.Write(float)"/> writes it; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="NullableFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class NullableSingleFormatter : IMessagePackFormatter<float?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableSingleFormatter Instance = new NullableSingleFormatter();

        private NullableSingleFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, float? value, MessagePackSerializerOptions options)
        {
            if (value is float present)
            {
                writer.Write(present);
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public float? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadSingle();
    }
}
