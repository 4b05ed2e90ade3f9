#if NETCOREAPP3_0_OR_GREATER
using System.Text;

using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Rune"/> as the integer of its scalar value, as MessagePack-CSharp 3 does ('a' is <c>61</c>).
    /// </summary>
    /// <remarks>An integer that is not a Unicode scalar value (a surrogate, or above U+10FFFF) is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class RuneFormatter : IMessagePackFormatter<Rune>
    {
        /// <summary>The shared instance.</summary>
        public static readonly RuneFormatter Instance = new RuneFormatter();

        private RuneFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Rune value, MessagePackSerializerOptions options) => writer.Write(value.Value);

        /// <inheritdoc/>
        public Rune Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            int scalar = reader.ReadInt32();
            if (!Rune.TryCreate(scalar, out Rune rune))
            {
                ThrowHelper.ThrowInvalidValue(typeof(Rune), $"0x{scalar:X} is not a Unicode scalar value", position);
            }

            return rune;
        }
    }
}
#endif
