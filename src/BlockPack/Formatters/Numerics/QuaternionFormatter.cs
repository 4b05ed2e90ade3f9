using System.Numerics;
using BlockPack.Formatters.Numerics;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Quaternion"/> as an array of 4 float32s (X, Y, Z, W), as MessagePack-CSharp 3 does.
    /// </summary>
    /// <remarks>Reading requires exactly 4 numbers (floats or integers); nil is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class QuaternionFormatter : IMessagePackFormatter<Quaternion>
    {
        /// <summary>The shared instance.</summary>
        public static readonly QuaternionFormatter Instance = new QuaternionFormatter();

        private QuaternionFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Quaternion value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(4);
            writer.Write(value.X);
            writer.Write(value.Y);
            writer.Write(value.Z);
            writer.Write(value.W);
        }

        /// <inheritdoc/>
        public Quaternion Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            FixedArrayHeader.Read(ref reader, typeof(Quaternion), 4);

            // One statement per element: the reads must happen in written order.
            float x = reader.ReadSingle();
            float y = reader.ReadSingle();
            float z = reader.ReadSingle();
            float w = reader.ReadSingle();
            return new Quaternion(x, y, z, w);
        }
    }
}
