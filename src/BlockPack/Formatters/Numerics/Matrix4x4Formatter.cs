using System.Numerics;
using BlockPack.Formatters.Numerics;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Matrix4x4"/> as an array of 16 float32s (M11, M12, M13, M14, M21, M22, M23, M24, M31, M32, M33, M34, M41, M42, M43, M44), as MessagePack-CSharp 3 does.
    /// </summary>
    /// <remarks>Reading requires exactly 16 numbers (floats or integers); nil is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class Matrix4x4Formatter : IMessagePackFormatter<Matrix4x4>
    {
        /// <summary>The shared instance.</summary>
        public static readonly Matrix4x4Formatter Instance = new Matrix4x4Formatter();

        private Matrix4x4Formatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Matrix4x4 value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(16);
            writer.Write(value.M11);
            writer.Write(value.M12);
            writer.Write(value.M13);
            writer.Write(value.M14);
            writer.Write(value.M21);
            writer.Write(value.M22);
            writer.Write(value.M23);
            writer.Write(value.M24);
            writer.Write(value.M31);
            writer.Write(value.M32);
            writer.Write(value.M33);
            writer.Write(value.M34);
            writer.Write(value.M41);
            writer.Write(value.M42);
            writer.Write(value.M43);
            writer.Write(value.M44);
        }

        /// <inheritdoc/>
        public Matrix4x4 Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            FixedArrayHeader.Read(ref reader, typeof(Matrix4x4), 16);

            // One statement per element: the reads must happen in written order.
            float m11 = reader.ReadSingle();
            float m12 = reader.ReadSingle();
            float m13 = reader.ReadSingle();
            float m14 = reader.ReadSingle();
            float m21 = reader.ReadSingle();
            float m22 = reader.ReadSingle();
            float m23 = reader.ReadSingle();
            float m24 = reader.ReadSingle();
            float m31 = reader.ReadSingle();
            float m32 = reader.ReadSingle();
            float m33 = reader.ReadSingle();
            float m34 = reader.ReadSingle();
            float m41 = reader.ReadSingle();
            float m42 = reader.ReadSingle();
            float m43 = reader.ReadSingle();
            float m44 = reader.ReadSingle();
            return new Matrix4x4(m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44);
        }
    }
}
