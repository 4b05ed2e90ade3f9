using System;

namespace BlockPack.Formatters
{
    /// <summary>Writes a <see cref="TimeSpan"/> as its <see cref="TimeSpan.Ticks"/> in the smallest integer encoding, as MessagePack-CSharp does.</summary>
    public sealed class TimeSpanFormatter : IMessagePackFormatter<TimeSpan>
    {
        /// <summary>The shared instance.</summary>
        public static readonly TimeSpanFormatter Instance = new TimeSpanFormatter();

        private TimeSpanFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, TimeSpan value, MessagePackSerializerOptions options) => writer.Write(value.Ticks);

        /// <inheritdoc/>
        public TimeSpan Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => new TimeSpan(reader.ReadInt64());
    }
}
