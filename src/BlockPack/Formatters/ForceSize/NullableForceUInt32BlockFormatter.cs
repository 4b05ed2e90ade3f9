namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a nullable <see cref="uint"/> as nil or always as uint32 (0xce and its full width), as
    /// MessagePack-CSharp's formatter of the same name does.
    /// </summary>
    /// <remarks>Reading accepts nil or any integer encoding whose value fits.</remarks>
    public sealed class NullableForceUInt32BlockFormatter : IMessagePackFormatter<uint?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableForceUInt32BlockFormatter Instance = new NullableForceUInt32BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NullableForceUInt32BlockFormatter))]</c> can create one.
        /// </summary>
        public NullableForceUInt32BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, uint? value, MessagePackSerializerOptions options)
        {
            if (value.HasValue)
            {
                writer.WriteUInt32(value.GetValueOrDefault());
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public uint? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadUInt32();
    }
}
