namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ulong"/> always as uint64 (0xcf and its full width), never in a smaller encoding, as
    /// MessagePack-CSharp's formatter of the same name does. Use it on a member with
    /// <c>[MessagePackFormatter(typeof(ForceUInt64BlockFormatter))]</c> where readers expect a fixed layout.
    /// </summary>
    /// <remarks>Reading accepts any integer encoding whose value fits, like the default formatter.</remarks>
    public sealed class ForceUInt64BlockFormatter : IMessagePackFormatter<ulong>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceUInt64BlockFormatter Instance = new ForceUInt64BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceUInt64BlockFormatter))]</c> can create one.
        /// </summary>
        public ForceUInt64BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ulong value, MessagePackSerializerOptions options) => writer.WriteUInt64(value);

        /// <inheritdoc/>
        public ulong Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt64();
    }
}
