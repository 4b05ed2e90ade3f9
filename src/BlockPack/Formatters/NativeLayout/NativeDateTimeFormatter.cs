using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="DateTime"/> as the integer <see cref="DateTime.ToBinary"/> gives, as MessagePack-CSharp's
    /// formatter of the same name does: unlike the default timestamp, it keeps the <see cref="DateTime.Kind"/>.
    /// Opt in with <see cref="Resolvers.NativeDateTimeResolver"/> or
    /// <c>[MessagePackFormatter(typeof(NativeDateTimeFormatter))]</c>.
    /// </summary>
    /// <remarks>
    /// A local time is stored with the local offset of the writer and read back in the reader's local time zone, as
    /// <see cref="DateTime.FromBinary"/> does. An integer that is no <see cref="DateTime"/>'s binary form is a
    /// <see cref="MessagePackSerializationException"/>.
    /// </remarks>
    public sealed class NativeDateTimeFormatter : IMessagePackFormatter<DateTime>
    {
        /// <summary>The shared instance.</summary>
        public static readonly NativeDateTimeFormatter Instance = new NativeDateTimeFormatter();

        /// <summary>
        /// Creates a formatter. It holds no state, so <see cref="Instance"/> serves everywhere; the constructor is public
        /// so that code generated for <c>[MessagePackFormatter(typeof(NativeDateTimeFormatter))]</c> can create one.
        /// </summary>
        public NativeDateTimeFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, DateTime value, MessagePackSerializerOptions options) => writer.Write(value.ToBinary());

        /// <inheritdoc/>
        public DateTime Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => Read(ref reader);

        /// <summary>Reads one binary-form <see cref="DateTime"/>.</summary>
        internal static DateTime Read(ref MessagePackReader reader)
        {
            long position = reader.Consumed;
            long binary = reader.ReadInt64();
            try
            {
                return DateTime.FromBinary(binary);
            }
            catch (ArgumentException ex)
            {
                ThrowHelper.ThrowInvalidValue(typeof(DateTime), $"{binary} is not a DateTime's binary form", position, ex);
                return default;
            }
        }
    }
}
