namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="long"/> always as int64 (0xd3 and its full width), never in a smaller encoding, as
    /// MessagePack-CSharp's formatter of the same name does. Use it on a member with
    /// <c>[MessagePackFormatter(typeof(ForceInt64BlockFormatter))]</c> where readers expect a fixed layout.
    /// </summary>
    /// <remarks>Reading accepts any integer encoding whose value fits, like the default formatter.</remarks>
    public sealed class ForceInt64BlockFormatter : IMessagePackFormatter<long>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ForceInt64BlockFormatter Instance = new ForceInt64BlockFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(ForceInt64BlockFormatter))]</c> can create one.
        /// </summary>
        public ForceInt64BlockFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, long value, MessagePackSerializerOptions options) => writer.WriteInt64(value);

        /// <inheritdoc/>
        public long Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt64();
    }
}
