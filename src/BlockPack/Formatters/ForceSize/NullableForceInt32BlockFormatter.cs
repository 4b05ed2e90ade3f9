namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a nullable <see cref="int"/> as nil or always as int32 (0xd2 and its full width), as
    /// MessagePack-CSharp's formatter of the same name does.
    /// </summary>
    /// <remarks>Reading accepts nil or any integer encoding whose value fits.</remarks>
    public sealed class NullableForceInt32BlockFormatter : IMessagePackFormatter<int?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableForceInt32BlockFormatter Instance = new NullableForceInt32BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NullableForceInt32BlockFormatter))]</c> can create one.
        /// </summary>
        public NullableForceInt32BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, int? value, MessagePackSerializerOptions options)
        {
            if (value.HasValue)
            {
                writer.WriteInt32(value.GetValueOrDefault());
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public int? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadInt32();
    }
}
