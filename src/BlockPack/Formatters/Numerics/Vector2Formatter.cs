using System.Numerics;
using BlockPack.Formatters.Numerics;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Vector2"/> as an array of 2 float32s (X, Y), as MessagePack-CSharp 3 does.
    /// </summary>
    /// <remarks>Reading requires exactly 2 numbers (floats or integers); nil is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class Vector2Formatter : IMessagePackFormatter<Vector2>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Vector2Formatter Instance = new Vector2Formatter();

        private Vector2Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Vector2 value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(2);
            writer.Write(value.X);
            writer.Write(value.Y);
        }

        /// <inheritdoc/>
        public Vector2 Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            FixedArrayHeader.Read(ref reader, typeof(Vector2), 2);

            // One statement per element: the reads must happen in written order.
            float x = reader.ReadSingle();
            float y = reader.ReadSingle();
            return new Vector2(x, y);
        }
    }
}
