namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="System.Nullable{T}"/> of <see cref="sbyte"/> in the smallest integer encoding that holds it; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="NullableFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class NullableSByteFormatter : IMessagePackFormatter<sbyte?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableSByteFormatter Instance = new NullableSByteFormatter();

        private NullableSByteFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, sbyte? value, MessagePackSerializerOptions options)
        {
            if (value is sbyte present)
            {
                writer.Write(present);
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public sbyte? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadSByte();
    }
}
