using System;
using System.Runtime.CompilerServices;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an enum as its underlying integer value in the smallest integer encoding, as MessagePack-CSharp does by
    /// default. Values need not be defined members: flags combinations and unknown values round-trip.
    /// </summary>
    /// <typeparam name="T">The enum type.</typeparam>
    /// <remarks>
    /// The value is reinterpreted as its underlying type in place, so nothing is boxed. Reading an integer outside
    /// the underlying type's range is a <see cref="MessagePackSerializationException"/>.
    /// </remarks>
    public sealed class EnumFormatter<T> : IMessagePackFormatter<T>
        where T : struct, Enum
    {
        // A static readonly field: the JIT treats it as a constant, so each switch below folds to one branch.
        private static readonly TypeCode UnderlyingTypeCode = Type.GetTypeCode(Enum.GetUnderlyingType(typeof(T)));

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options)
        {
            switch (UnderlyingTypeCode)
            {
                case TypeCode.SByte: writer.Write(Unsafe.As<T, sbyte>(ref value)); break;
                case TypeCode.Byte: writer.Write(Unsafe.As<T, byte>(ref value)); break;
                case TypeCode.Int16: writer.Write(Unsafe.As<T, short>(ref value)); break;
                case TypeCode.UInt16: writer.Write(Unsafe.As<T, ushort>(ref value)); break;
                case TypeCode.Int32: writer.Write(Unsafe.As<T, int>(ref value)); break;
                case TypeCode.UInt32: writer.Write(Unsafe.As<T, uint>(ref value)); break;
                case TypeCode.Int64: writer.Write(Unsafe.As<T, long>(ref value)); break;
                case TypeCode.UInt64: writer.Write(Unsafe.As<T, ulong>(ref value)); break;

                // char and bool are legal underlying types in IL though not in C#.
                case TypeCode.Char: writer.Write(Unsafe.As<T, char>(ref value)); break;
                case TypeCode.Boolean: writer.Write(Unsafe.As<T, bool>(ref value)); break;
                default: ThrowUnsupported(); break;
            }
        }

        /// <inheritdoc/>
        public T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            switch (UnderlyingTypeCode)
            {
                case TypeCode.SByte: { sbyte v = reader.ReadSByte(); return Unsafe.As<sbyte, T>(ref v); }
                case TypeCode.Byte: { byte v = reader.ReadByte(); return Unsafe.As<byte, T>(ref v); }
                case TypeCode.Int16: { short v = reader.ReadInt16(); return Unsafe.As<short, T>(ref v); }
                case TypeCode.UInt16: { ushort v = reader.ReadUInt16(); return Unsafe.As<ushort, T>(ref v); }
                case TypeCode.Int32: { int v = reader.ReadInt32(); return Unsafe.As<int, T>(ref v); }
                case TypeCode.UInt32: { uint v = reader.ReadUInt32(); return Unsafe.As<uint, T>(ref v); }
                case TypeCode.Int64: { long v = reader.ReadInt64(); return Unsafe.As<long, T>(ref v); }
                case TypeCode.UInt64: { ulong v = reader.ReadUInt64(); return Unsafe.As<ulong, T>(ref v); }
                case TypeCode.Char: { char v = reader.ReadChar(); return Unsafe.As<char, T>(ref v); }
                case TypeCode.Boolean: { bool v = reader.ReadBoolean(); return Unsafe.As<bool, T>(ref v); }
                default: ThrowUnsupported(); return default;
            }
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static void ThrowUnsupported()
        {
            throw new MessagePackSerializationException($"The enum {typeof(T).FullName} has an underlying type BlockPack cannot write.");
        }
    }
}
