namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a nullable <see cref="long"/> as nil or always as int64 (0xd3 and its full width), as
    /// MessagePack-CSharp's formatter of the same name does.
    /// </summary>
    /// <remarks>Reading accepts nil or any integer encoding whose value fits.</remarks>
    public sealed class NullableForceInt64BlockFormatter : IMessagePackFormatter<long?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableForceInt64BlockFormatter Instance = new NullableForceInt64BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NullableForceInt64BlockFormatter))]</c> can create one.
        /// </summary>
        public NullableForceInt64BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, long? value, MessagePackSerializerOptions options)
        {
            if (value.HasValue)
            {
                writer.WriteInt64(value.GetValueOrDefault());
            }
            else
            {
                writer.WriteNil();
            }
        }

        /// <inheritdoc/>
        public long? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : reader.ReadInt64();
    }
}
