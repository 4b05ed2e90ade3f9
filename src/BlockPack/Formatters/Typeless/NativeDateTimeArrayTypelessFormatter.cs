using System;

namespace BlockPack.Formatters.Typeless
{
    /// <summary>An array of <see cref="DateTime"/> each in <see cref="NativeDateTimeTypelessFormatter"/>'s form; nil for null.</summary>
    internal sealed class NativeDateTimeArrayTypelessFormatter : IMessagePackFormatter<DateTime[]?>
    {
        /// <summary>The shared instance.</summary>
        internal static readonly NativeDateTimeArrayTypelessFormatter Instance = new NativeDateTimeArrayTypelessFormatter();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, DateTime[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            foreach (DateTime item in value)
            {
                NativeDateTimeTypelessFormatter.Instance.Serialize(ref writer, item, options);
            }
        }

        /// <inheritdoc/>
        public DateTime[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            var array = count == 0 ? Array.Empty<DateTime>() : new DateTime[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = NativeDateTimeTypelessFormatter.Instance.Deserialize(ref reader, options);
            }

            return array;
        }
    }
}
