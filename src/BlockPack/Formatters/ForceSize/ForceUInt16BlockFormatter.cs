namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ushort"/> always as uint16 (0xcd and its full width), never in a smaller encoding, as
    /// MessagePack-CSharp's formatter of the same name does. Use it on a member with
    /// <c>[MessagePackFormatter(typeof(ForceUInt16BlockFormatter))]</c> where readers expect a fixed layout.
    /// </summary>
    /// <remarks>Reading accepts any integer encoding whose value fits, like the default formatter.</remarks>
    public sealed class ForceUInt16BlockFormatter : IMessagePackFormatter<ushort>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceUInt16BlockFormatter Instance = new ForceUInt16BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceUInt16BlockFormatter))]</c> can create one.
        /// </summary>
        public ForceUInt16BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ushort value, MessagePackSerializerOptions options) => writer.WriteUInt16(value);

        /// <inheritdoc/>
        public ushort Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt16();
    }
}
