namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="short"/> always as int16 (0xd1 and its full width), never in a smaller encoding, as
    /// MessagePack-CSharp's formatter of the same name does. Use it on a member with
    /// <c>[MessagePackFormatter(typeof(ForceInt16BlockFormatter))]</c> where readers expect a fixed layout.
    /// </summary>
    /// <remarks>Reading accepts any integer encoding whose value fits, like the default formatter.</remarks>
    public sealed class ForceInt16BlockFormatter : IMessagePackFormatter<short>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceInt16BlockFormatter Instance = new ForceInt16BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceInt16BlockFormatter))]</c> can create one.
        /// </summary>
        public ForceInt16BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, short value, MessagePackSerializerOptions options) => writer.WriteInt16(value);

        /// <inheritdoc/>
        public short Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt16();
    }
}
