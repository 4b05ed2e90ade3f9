using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;

namespace BlockPack
{
    /// <content>Unchecked big-endian stores for spans whose length was already checked by <c>Reserve</c>.</content>
    public ref partial struct MessagePackWriter
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void WriteBigEndian(ref byte destination, ushort value) =>
            Unsafe.WriteUnaligned(ref destination, BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void WriteBigEndian(ref byte destination, uint value) =>
            Unsafe.WriteUnaligned(ref destination, BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void WriteBigEndian(ref byte destination, ulong value) =>
            Unsafe.WriteUnaligned(ref destination, BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);

        /// <summary>Stores a format code followed by a big-endian 16-bit value (3 bytes).</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void WriteCodeAndBigEndian(ref byte destination, byte code, ushort value)
        {
            destination = code;
            WriteBigEndian(ref Unsafe.Add(ref destination, 1), value);
        }

        /// <summary>Stores a format code followed by a big-endian 32-bit value (5 bytes).</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void WriteCodeAndBigEndian(ref byte destination, byte code, uint value)
        {
            destination = code;
            WriteBigEndian(ref Unsafe.Add(ref destination, 1), value);
        }

        /// <summary>Stores a format code followed by a big-endian 64-bit value (9 bytes).</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void WriteCodeAndBigEndian(ref byte destination, byte code, ulong value)
        {
            destination = code;
            WriteBigEndian(ref Unsafe.Add(ref destination, 1), value);
        }
    }
}
