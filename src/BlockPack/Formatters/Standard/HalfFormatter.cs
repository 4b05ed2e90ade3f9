#if NET5_0_OR_GREATER
using System;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Half"/> widened to a float32, as MessagePack-CSharp does (1 is <c>ca 3f 80 00 00</c>).
    /// </summary>
    /// <remarks>Reading accepts any float or integer and rounds it to the nearest <see cref="Half"/>.</remarks>
    public sealed class HalfFormatter : IMessagePackFormatter<Half>
    {
        /// <summary>The shared instance.</summary>
        public static readonly HalfFormatter Instance = new HalfFormatter();

        private HalfFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Half value, MessagePackSerializerOptions options) => writer.Write((float)value);

        /// <inheritdoc/>
        public Half Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => (Half)reader.ReadSingle();
    }
}
#endif
