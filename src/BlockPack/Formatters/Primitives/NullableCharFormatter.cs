namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="System.Nullable{T}"/> of <see cref="char"/> as its UTF-16 code unit in the smallest integer encoding; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="NullableFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class NullableCharFormatter : IMessagePackFormatter<char?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableCharFormatter Instance = new NullableCharFormatter();

        private NullableCharFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, char? value, MessagePackSerializerOptions options)
        {
            if (value is char present)
            {
                writer.Write(present);
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public char? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadChar();
    }
}
