namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a nullable <see cref="ushort"/> as nil or always as uint16 (0xcd and its full width), as
    /// MessagePack-CSharp's formatter of the same name does.
    /// </summary>
    /// <remarks>Reading accepts nil or any integer encoding whose value fits.</remarks>
    public sealed class NullableForceUInt16BlockFormatter : IMessagePackFormatter<ushort?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableForceUInt16BlockFormatter Instance = new NullableForceUInt16BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NullableForceUInt16BlockFormatter))]</c> can create one.
        /// </summary>
        public NullableForceUInt16BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ushort? value, MessagePackSerializerOptions options)
        {
            if (value.HasValue)
            {
                writer.WriteUInt16(value.GetValueOrDefault());
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public ushort? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadUInt16();
    }
}
