using System;

namespace BlockPack.Formatters.Typeless
{
    /// <summary>
    /// A <see cref="DateTime"/> as the integer <see cref="DateTime.ToBinary"/> returns, which keeps its
    /// <see cref="DateTime.Kind"/> (a timestamp would make it UTC): what MessagePack-CSharp's typeless resolver writes.
    /// Reads a timestamp too.
    /// </summary>
    internal sealed class NativeDateTimeTypelessFormatter : IMessagePackFormatter<DateTime>
    {
        /// <summary>The shared instance.</summary>
        internal static readonly NativeDateTimeTypelessFormatter Instance = new NativeDateTimeTypelessFormatter();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, DateTime value, MessagePackSerializerOptions options) => writer.Write(value.ToBinary());

        /// <inheritdoc/>
        public DateTime Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.NextMessagePackType == MessagePackType.Extension)
            {
                return reader.ReadDateTime();
            }

            long binary = reader.ReadInt64();
            try
            {
                return DateTime.FromBinary(binary);
            }
            catch (ArgumentException ex)
            {
                throw new MessagePackSerializationException($"{binary} is not a DateTime in DateTime.ToBinary form.", ex);
            }
        }
    }
}
