using System.Numerics;
using BlockPack.Formatters.Numerics;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Vector4"/> as an array of 4 float32s (X, Y, Z, W), as MessagePack-CSharp 3 does.
    /// </summary>
    /// <remarks>Reading requires exactly 4 numbers (floats or integers); nil is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class Vector4Formatter : IMessagePackFormatter<Vector4>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Vector4Formatter Instance = new Vector4Formatter();

        private Vector4Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Vector4 value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(4);
            writer.Write(value.X);
            writer.Write(value.Y);
            writer.Write(value.Z);
            writer.Write(value.W);
        }

        /// <inheritdoc/>
        public Vector4 Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            FixedArrayHeader.Read(ref reader, typeof(Vector4), 4);

            // One statement per element: the reads must happen in written order.
            float x = reader.ReadSingle();
            float y = reader.ReadSingle();
            float z = reader.ReadSingle();
            float w = reader.ReadSingle();
            return new Vector4(x, y, z, w);
        }
    }
}
