using System.Numerics;
using BlockPack.Formatters.Numerics;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Matrix3x2"/> as an array of 6 float32s (M11, M12, M21, M22, M31, M32), as MessagePack-CSharp 3 does.
    /// </summary>
    /// <remarks>Reading requires exactly 6 numbers (floats or integers); nil is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class Matrix3x2Formatter : IMessagePackFormatter<Matrix3x2>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Matrix3x2Formatter Instance = new Matrix3x2Formatter();

        private Matrix3x2Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Matrix3x2 value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(6);
            writer.Write(value.M11);
            writer.Write(value.M12);
            writer.Write(value.M21);
            writer.Write(value.M22);
            writer.Write(value.M31);
            writer.Write(value.M32);
        }

        /// <inheritdoc/>
        public Matrix3x2 Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            FixedArrayHeader.Read(ref reader, typeof(Matrix3x2), 6);

            // One statement per element: the reads must happen in written order.
            float m11 = reader.ReadSingle();
            float m12 = reader.ReadSingle();
            float m21 = reader.ReadSingle();
            float m22 = reader.ReadSingle();
            float m31 = reader.ReadSingle();
            float m32 = reader.ReadSingle();
            return new Matrix3x2(m11, m12, m21, m22, m31, m32);
        }
    }
}
