namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="byte"/> always as uint8 (0xcc and its full width), never in a smaller encoding, as
    /// MessagePack-CSharp's formatter of the same name does. Use it on a member with
    /// <c>[MessagePackFormatter(typeof(ForceByteBlockFormatter))]</c> where readers expect a fixed layout.
    /// </summary>
    /// <remarks>Reading accepts any integer encoding whose value fits, like the default formatter.</remarks>
    public sealed class ForceByteBlockFormatter : IMessagePackFormatter<byte>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceByteBlockFormatter Instance = new ForceByteBlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceByteBlockFormatter))]</c> can create one.
        /// </summary>
        public ForceByteBlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, byte value, MessagePackSerializerOptions options) => writer.WriteUInt8(value);

        /// <inheritdoc/>
        public byte Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadByte();
    }
}
