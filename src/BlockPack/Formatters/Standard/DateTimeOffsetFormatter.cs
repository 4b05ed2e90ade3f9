using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="DateTimeOffset"/> as MessagePack-CSharp does: a 2-element array of its clock time (the
    /// <see cref="DateTimeOffset.Ticks"/>, not converted to UTC, written as a timestamp) and its offset in whole
    /// minutes as an integer.
    /// </summary>
    /// <remarks>
    /// An array of another length, an offset beyond ±14 hours, or a clock time whose UTC equivalent falls outside
    /// the <see cref="DateTime"/> range is a <see cref="MessagePackSerializationException"/>.
    /// </remarks>
    public sealed class DateTimeOffsetFormatter : IMessagePackFormatter<DateTimeOffset>
    {
        /// <summary>The shared instance.</summary>
        public static readonly DateTimeOffsetFormatter Instance = new DateTimeOffsetFormatter();

        private const int MaxOffsetMinutes = 14 * 60;

        private DateTimeOffsetFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, DateTimeOffset value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(2);

            // The clock ticks are labelled UTC only so the writer stores them unchanged; the offset says what they mean.
            writer.Write(new DateTime(value.Ticks, DateTimeKind.Utc));
            writer.Write((short)(value.Offset.Ticks / TimeSpan.TicksPerMinute));
        }

        /// <inheritdoc/>
        public DateTimeOffset Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            int count = reader.ReadArrayHeader();
            if (count != 2)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(DateTimeOffset), 2, count, position);
            }

            long clockTicks = reader.ReadDateTime().Ticks;
            short offsetMinutes = reader.ReadInt16();
            if (offsetMinutes < -MaxOffsetMinutes || offsetMinutes > MaxOffsetMinutes)
            {
                ThrowHelper.ThrowInvalidValue(typeof(DateTimeOffset), $"an offset of {offsetMinutes} minutes is beyond ±14 hours", position);
            }

            long offsetTicks = offsetMinutes * TimeSpan.TicksPerMinute;
            long utcTicks = clockTicks - offsetTicks;
            if (utcTicks < DateTime.MinValue.Ticks || utcTicks > DateTime.MaxValue.Ticks)
            {
                ThrowHelper.ThrowInvalidValue(typeof(DateTimeOffset), "its UTC time falls outside the range of DateTime", position);
            }

            return new DateTimeOffset(clockTicks, new TimeSpan(offsetTicks));
        }
    }
}
