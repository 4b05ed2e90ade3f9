namespace BlockPack
{
    /// <content>How many bytes an integer takes in its most compact encoding, without writing it.</content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>Gets the length in bytes of <see cref="Write(long)"/>'s encoding of <paramref name="value"/>.</summary>
        /// <param name="value">The value.</param>
        /// <returns>1, 2, 3, 5 or 9: the format code plus the payload.</returns>
        public static int GetEncodedLength(long value)
        {
            if (value >= 0)
            {
                return GetEncodedLength((ulong)value);
            }

            // Negative: negative fixint, then int8, int16, int32, int64.
            return value >= -32 ? 1
                : value >= sbyte.MinValue ? 2
                : value >= short.MinValue ? 3
                : value >= int.MinValue ? 5
                : 9;
        }

        /// <summary>Gets the length in bytes of <see cref="Write(ulong)"/>'s encoding of <paramref name="value"/>.</summary>
        /// <param name="value">The value.</param>
        /// <returns>1, 2, 3, 5 or 9: the format code plus the payload.</returns>
        public static int GetEncodedLength(ulong value) =>
            value <= 127UL ? 1
            : value <= byte.MaxValue ? 2
            : value <= ushort.MaxValue ? 3
            : value <= uint.MaxValue ? 5
            : 9;
    }
}
