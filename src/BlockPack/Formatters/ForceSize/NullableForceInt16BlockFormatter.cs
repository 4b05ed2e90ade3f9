namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a nullable <see cref="short"/> as nil or always as int16 (0xd1 and its full width), as
    /// MessagePack-CSharp's formatter of the same name does.
    /// </summary>
    /// <remarks>Reading accepts nil or any integer encoding whose value fits.</remarks>
    public sealed class NullableForceInt16BlockFormatter : IMessagePackFormatter<short?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableForceInt16BlockFormatter Instance = new NullableForceInt16BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NullableForceInt16BlockFormatter))]</c> can create one.
        /// </summary>
        public NullableForceInt16BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, short? value, MessagePackSerializerOptions options)
        {
            if (value.HasValue)
            {
                writer.WriteInt16(value.GetValueOrDefault());
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public short? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadInt16();
    }
}
