namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="System.Nullable{T}"/> of <see cref="ulong"/> in the smallest integer encoding that holds it; <see langword="null"/> is nil.
    /// </summary>
    /// <remarks>Kept for code written against MessagePack-CSharp, which names this formatter; the resolvers use <see cref="NullableFormatter{T}"/>, which writes the same bytes.</remarks>
    public sealed class NullableUInt64Formatter : IMessagePackFormatter<ulong?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableUInt64Formatter Instance = new NullableUInt64Formatter();

        private NullableUInt64Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ulong? value, MessagePackSerializerOptions options)
        {
            if (value is ulong present)
            {
                writer.Write(present);
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public ulong? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadUInt64();
    }
}
