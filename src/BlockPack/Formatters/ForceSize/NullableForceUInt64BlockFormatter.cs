namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a nullable <see cref="ulong"/> as nil or always as uint64 (0xcf and its full width), as
    /// MessagePack-CSharp's formatter of the same name does.
    /// </summary>
    /// <remarks>Reading accepts nil or any integer encoding whose value fits.</remarks>
    public sealed class NullableForceUInt64BlockFormatter : IMessagePackFormatter<ulong?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableForceUInt64BlockFormatter Instance = new NullableForceUInt64BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NullableForceUInt64BlockFormatter))]</c> can create one.
        /// </summary>
        public NullableForceUInt64BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ulong? value, MessagePackSerializerOptions options)
        {
            if (value.HasValue)
            {
                writer.WriteUInt64(value.GetValueOrDefault());
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
