namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a nullable <see cref="sbyte"/> as nil or always as int8 (0xd0 and its full width), as
    /// MessagePack-CSharp's formatter of the same name does.
    /// </summary>
    /// <remarks>Reading accepts nil or any integer encoding whose value fits.</remarks>
    public sealed class NullableForceSByteBlockFormatter : IMessagePackFormatter<sbyte?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NullableForceSByteBlockFormatter Instance = new NullableForceSByteBlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NullableForceSByteBlockFormatter))]</c> can create one.
        /// </summary>
        public NullableForceSByteBlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, sbyte? value, MessagePackSerializerOptions options)
        {
            if (value.HasValue)
            {
                writer.WriteInt8(value.GetValueOrDefault());
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
