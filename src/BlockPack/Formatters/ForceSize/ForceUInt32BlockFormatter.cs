namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="uint"/> always as uint32 (0xce and its full width), never in a smaller encoding, as
    /// MessagePack-CSharp's formatter of the same name does. Use it on a member with
    /// <c>[MessagePackFormatter(typeof(ForceUInt32BlockFormatter))]</c> where readers expect a fixed layout.
    /// </summary>
    /// <remarks>Reading accepts any integer encoding whose value fits, like the default formatter.</remarks>
    public sealed class ForceUInt32BlockFormatter : IMessagePackFormatter<uint>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceUInt32BlockFormatter Instance = new ForceUInt32BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceUInt32BlockFormatter))]</c> can create one.
        /// </summary>
        public ForceUInt32BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, uint value, MessagePackSerializerOptions options) => writer.WriteUInt32(value);

        /// <inheritdoc/>
        public uint Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt32();
    }
}
