#if NET6_0_OR_GREATER
using System;

using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="DateOnly"/> as the integer <see cref="DateOnly.DayNumber"/> (days since 0001-01-01), as
    /// MessagePack-CSharp does.
    /// </summary>
    /// <remarks>A day number outside <see cref="DateOnly.MinValue"/>..<see cref="DateOnly.MaxValue"/> is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class DateOnlyFormatter : IMessagePackFormatter<DateOnly>
    {
        /// <summary>The shared instance.</summary>
        public static readonly DateOnlyFormatter Instance = new DateOnlyFormatter();

        private DateOnlyFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, DateOnly value, MessagePackSerializerOptions options) => writer.Write(value.DayNumber);

        /// <inheritdoc/>
        public DateOnly Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            int dayNumber = reader.ReadInt32();
            if ((uint)dayNumber > (uint)DateOnly.MaxValue.DayNumber)
            {
                ThrowHelper.ThrowInvalidValue(typeof(DateOnly), $"day number {dayNumber} is outside 0..{DateOnly.MaxValue.DayNumber}", position);
            }

            return DateOnly.FromDayNumber(dayNumber);
        }
    }
}
#endif
