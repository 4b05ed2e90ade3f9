#if NET6_0_OR_GREATER
using System;

using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="TimeOnly"/> as the integer <see cref="TimeOnly.Ticks"/> (100 ns units since midnight), as
    /// MessagePack-CSharp does.
    /// </summary>
    /// <remarks>A tick count outside one day is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class TimeOnlyFormatter : IMessagePackFormatter<TimeOnly>
    {
        /// <summary>The shared instance.</summary>
        public static readonly TimeOnlyFormatter Instance = new TimeOnlyFormatter();

        private TimeOnlyFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, TimeOnly value, MessagePackSerializerOptions options) => writer.Write(value.Ticks);

        /// <inheritdoc/>
        public TimeOnly Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            long ticks = reader.ReadInt64();
            if ((ulong)ticks > (ulong)TimeOnly.MaxValue.Ticks)
            {
                ThrowHelper.ThrowInvalidValue(typeof(TimeOnly), $"{ticks} ticks is outside one day", position);
            }

            return new TimeOnly(ticks);
        }
    }
}
#endif
