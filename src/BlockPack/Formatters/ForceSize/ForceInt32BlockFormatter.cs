namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="int"/> always as int32 (0xd2 and its full width), never in a smaller encoding, as
    /// MessagePack-CSharp's formatter of the same name does. Use it on a member with
    /// <c>[MessagePackFormatter(typeof(ForceInt32BlockFormatter))]</c> where readers expect a fixed layout.
    /// </summary>
    /// <remarks>Reading accepts any integer encoding whose value fits, like the default formatter.</remarks>
    public sealed class ForceInt32BlockFormatter : IMessagePackFormatter<int>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceInt32BlockFormatter Instance = new ForceInt32BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceInt32BlockFormatter))]</c> can create one.
        /// </summary>
        public ForceInt32BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, int value, MessagePackSerializerOptions options) => writer.WriteInt32(value);

        /// <inheritdoc/>
        public int Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt32();
    }
}
