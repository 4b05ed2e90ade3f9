using System;
using System.Runtime.CompilerServices;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="DateTime"/> as the timestamp extension (type -1) in its smallest form. Local times are
    /// converted to UTC first; unspecified times are taken as UTC. Values read back have <see cref="DateTimeKind.Utc"/>.
    /// </summary>
    /// <remarks>Reading accepts all three timestamp forms (32, 64 and 96 bits).</remarks>
    public sealed class DateTimeFormatter : IMessagePackFormatter<DateTime>
    {
        /// <summary>The shared instance.</summary>
        public static readonly DateTimeFormatter Instance = new DateTimeFormatter();

        private DateTimeFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, DateTime value, MessagePackSerializerOptions options) => writer.Write(value);

        /// <inheritdoc/>
        // Inlined into generated formatters, which call this instance directly, together with the reader's fast path.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public DateTime Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadDateTime();
    }
}
