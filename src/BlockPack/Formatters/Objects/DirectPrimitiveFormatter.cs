namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// The reflection fallback's counterpart of <see cref="DirectPrimitives"/>: writes and reads the same primitives
    /// with the same writer and reader calls the generated code makes, so both produce identical bytes.
    /// </summary>
    internal sealed class DirectPrimitiveFormatter :
        IMessagePackFormatter<short>, IMessagePackFormatter<int>, IMessagePackFormatter<long>,
        IMessagePackFormatter<ushort>, IMessagePackFormatter<uint>, IMessagePackFormatter<ulong>,
        IMessagePackFormatter<float>, IMessagePackFormatter<double>, IMessagePackFormatter<bool>,
        IMessagePackFormatter<byte>, IMessagePackFormatter<sbyte>, IMessagePackFormatter<char>
    {
        /// <summary>The shared instance.</summary>
        public static readonly DirectPrimitiveFormatter Instance = new DirectPrimitiveFormatter();

        private DirectPrimitiveFormatter()
        {
        }

        public void Serialize(ref MessagePackWriter writer, short value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, int value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, long value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, ushort value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, uint value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, ulong value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, float value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, double value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, bool value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, byte value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, sbyte value, MessagePackSerializerOptions options) => writer.Write(value);

        public void Serialize(ref MessagePackWriter writer, char value, MessagePackSerializerOptions options) => writer.Write(value);

        short IMessagePackFormatter<short>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt16();

        int IMessagePackFormatter<int>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt32();

        long IMessagePackFormatter<long>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt64();

        ushort IMessagePackFormatter<ushort>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt16();

        uint IMessagePackFormatter<uint>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt32();

        ulong IMessagePackFormatter<ulong>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt64();

        float IMessagePackFormatter<float>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadSingle();

        double IMessagePackFormatter<double>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadDouble();

        bool IMessagePackFormatter<bool>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadBoolean();

        byte IMessagePackFormatter<byte>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadByte();

        sbyte IMessagePackFormatter<sbyte>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadSByte();

        char IMessagePackFormatter<char>.Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadChar();
    }
}
