namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a nullable <see cref="byte"/> as nil or always as uint8 (0xcc and its full width), as
    /// MessagePack-CSharp's formatter of the same name does.
    /// </summary>
    /// <remarks>Reading accepts nil or any integer encoding whose value fits.</remarks>
    public sealed class NullableForceByteBlockFormatter : IMessagePackFormatter<byte?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableForceByteBlockFormatter Instance = new NullableForceByteBlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NullableForceByteBlockFormatter))]</c> can create one.
        /// </summary>
        public NullableForceByteBlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, byte? value, MessagePackSerializerOptions options)
        {
            if (value.HasValue)
            {
                writer.WriteUInt8(value.GetValueOrDefault());
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public byte? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadByte();
    }
}
