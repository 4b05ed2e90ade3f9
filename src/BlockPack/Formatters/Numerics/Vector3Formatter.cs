using System.Numerics;
using BlockPack.Formatters.Numerics;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Vector3"/> as an array of 3 float32s (X, Y, Z), as MessagePack-CSharp 3 does.
    /// </summary>
    /// <remarks>Reading requires exactly 3 numbers (floats or integers); nil is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class Vector3Formatter : IMessagePackFormatter<Vector3>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Vector3Formatter Instance = new Vector3Formatter();

        private Vector3Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Vector3 value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(3);
            writer.Write(value.X);
            writer.Write(value.Y);
            writer.Write(value.Z);
        }

        /// <inheritdoc/>
        public Vector3 Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            FixedArrayHeader.Read(ref reader, typeof(Vector3), 3);

            // One statement per element: the reads must happen in written order.
            float x = reader.ReadSingle();
            float y = reader.ReadSingle();
            float z = reader.ReadSingle();
            return new Vector3(x, y, z);
        }
    }
}
