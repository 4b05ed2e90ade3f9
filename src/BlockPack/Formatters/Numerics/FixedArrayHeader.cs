using System;
using BlockPack.Internal;

namespace BlockPack.Formatters.Numerics
{
    /// <summary>The array header of a value written as a fixed number of numbers (complex numbers, vectors, matrices).</summary>
    internal static class FixedArrayHeader
    {
        /// <summary>Reads an array header and requires exactly <paramref name="expected"/> elements.</summary>
        internal static void Read(ref MessagePackReader reader, Type type, int expected)
        {
            long position = reader.Consumed;
            if (reader.IsNil)
            {
                ThrowHelper.ThrowUnexpectedNil(type, position);
            }

            int count = reader.ReadArrayHeader();
            if (count != expected)
            {
                ThrowHelper.ThrowInvalidArrayLength(type, expected, count, position);
            }
        }
    }
}
