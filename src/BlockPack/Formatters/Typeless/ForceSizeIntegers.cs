using System;

namespace BlockPack.Formatters.Typeless
{
    /// <summary>
    /// Writes and reads the eight integer types at their full width (an <see cref="int"/> 1 is <c>D2 00000001</c>), so
    /// that a typeless reader gets the same CLR type back: what MessagePack-CSharp's Force*BlockFormatters do for its
    /// typeless resolver. The casts through <see cref="object"/> are folded away by the JIT for each value type.
    /// </summary>
    internal static class ForceSizeIntegers
    {
        /// <summary>Gets a value indicating whether <paramref name="type"/> is one of the eight integer types.</summary>
        internal static bool IsInteger(Type type) =>
            type == typeof(sbyte) || type == typeof(byte) || type == typeof(short) || type == typeof(ushort)
            || type == typeof(int) || type == typeof(uint) || type == typeof(long) || type == typeof(ulong);

        /// <summary>Writes <paramref name="value"/> in the format of its full width.</summary>
        internal static void Write<T>(ref MessagePackWriter writer, T value)
        {
            if (typeof(T) == typeof(sbyte))
            {
                writer.WriteInt8((sbyte)(object)value!);
            }
            else if (typeof(T) == typeof(byte))
            {
                writer.WriteUInt8((byte)(object)value!);
            }
            else if (typeof(T) == typeof(short))
            {
                writer.WriteInt16((short)(object)value!);
            }
            else if (typeof(T) == typeof(ushort))
            {
                writer.WriteUInt16((ushort)(object)value!);
            }
            else if (typeof(T) == typeof(int))
            {
                writer.WriteInt32((int)(object)value!);
            }
            else if (typeof(T) == typeof(uint))
            {
                writer.WriteUInt32((uint)(object)value!);
            }
            else if (typeof(T) == typeof(long))
            {
                writer.WriteInt64((long)(object)value!);
            }
            else
            {
                writer.WriteUInt64((ulong)(object)value!);
            }
        }

        /// <summary>Reads any integer encoding into <typeparamref name="T"/>, with the reader's range checks.</summary>
        internal static T Read<T>(ref MessagePackReader reader)
        {
            if (typeof(T) == typeof(sbyte))
            {
                return (T)(object)reader.ReadSByte();
            }

            if (typeof(T) == typeof(byte))
            {
                return (T)(object)reader.ReadByte();
            }

            if (typeof(T) == typeof(short))
            {
                return (T)(object)reader.ReadInt16();
            }

            if (typeof(T) == typeof(ushort))
            {
                return (T)(object)reader.ReadUInt16();
            }

            if (typeof(T) == typeof(int))
            {
                return (T)(object)reader.ReadInt32();
            }

            if (typeof(T) == typeof(uint))
            {
                return (T)(object)reader.ReadUInt32();
            }

            if (typeof(T) == typeof(long))
            {
                return (T)(object)reader.ReadInt64();
            }

            return (T)(object)reader.ReadUInt64();
        }
    }
}
