namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="sbyte"/> always as int8 (0xd0 and its full width), never in a smaller encoding, as
    /// MessagePack-CSharp's formatter of the same name does. Use it on a member with
    /// <c>[MessagePackFormatter(typeof(ForceSByteBlockFormatter))]</c> where readers expect a fixed layout.
    /// </summary>
    /// <remarks>Reading accepts any integer encoding whose value fits, like the default formatter.</remarks>
    public sealed class ForceSByteBlockFormatter : IMessagePackFormatter<sbyte>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceSByteBlockFormatter Instance = new ForceSByteBlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceSByteBlockFormatter))]</c> can create one.
        /// </summary>
        public ForceSByteBlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, sbyte value, MessagePackSerializerOptions options) => writer.WriteInt8(value);

        /// <inheritdoc/>
        public sbyte Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadSByte();
    }
}
