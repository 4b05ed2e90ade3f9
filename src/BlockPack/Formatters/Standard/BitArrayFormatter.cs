using System.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="BitArray"/> as an array of booleans, one per bit, as MessagePack-CSharp does;
    /// <see langword="null"/> is nil.
    /// </summary>
    public sealed class BitArrayFormatter : IMessagePackFormatter<BitArray?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly BitArrayFormatter Instance = new BitArrayFormatter();

        private BitArrayFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, BitArray? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            int length = value.Length;
            writer.WriteArrayHeader(length);
            for (int i = 0; i < length; i++)
            {
                writer.Write(value.Get(i));
            }
        }

        /// <inheritdoc/>
        public BitArray? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The header is checked against the bytes that follow (a boolean takes one), so the size is bounded by the input.
            int length = reader.ReadArrayHeader();
            var bits = new BitArray(length);
            for (int i = 0; i < length; i++)
            {
                bits[i] = reader.ReadBoolean();
            }

            return bits;
        }
    }
}
