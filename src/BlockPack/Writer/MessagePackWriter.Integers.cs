using System.Runtime.CompilerServices;

namespace BlockPack
{
    /// <content>
    /// Integers in their most compact encoding: non-negative values as positive fixint, uint8, uint16, uint32 or uint64;
    /// negative values as negative fixint, int8, int16, int32 or int64. The C# type never widens the encoding.
    /// </content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>Writes a <see cref="byte"/> as positive fixint or uint8, whichever is shorter.</summary>
        /// <param name="value">The value.</param>
        public void Write(byte value) => this.WriteUnsigned(value);

        /// <summary>Writes an <see cref="sbyte"/> as positive or negative fixint or int8, whichever is shorter.</summary>
        /// <param name="value">The value.</param>
        public void Write(sbyte value) => this.WriteSigned(value);

        /// <summary>Writes a <see cref="short"/> in the shortest of fixint, uint8, uint16, int8 and int16 that holds it.</summary>
        /// <param name="value">The value.</param>
        public void Write(short value) => this.WriteSigned(value);

        /// <summary>Writes a <see cref="ushort"/> in the shortest of positive fixint, uint8 and uint16 that holds it.</summary>
        /// <param name="value">The value.</param>
        public void Write(ushort value) => this.WriteUnsigned(value);

        /// <summary>Writes an <see cref="int"/> in the shortest of fixint, uint8/16/32 and int8/16/32 that holds it.</summary>
        /// <param name="value">The value.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Write(int value) => this.WriteSigned(value);

        /// <summary>Writes a <see cref="uint"/> in the shortest of positive fixint and uint8/16/32 that holds it.</summary>
        /// <param name="value">The value.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Write(uint value) => this.WriteUnsigned(value);

        /// <summary>Writes a <see cref="long"/> in the shortest of fixint, uint8/16/32/64 and int8/16/32/64 that holds it.</summary>
        /// <param name="value">The value.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Write(long value)
        {
            if ((ulong)value <= uint.MaxValue)
            {
                this.WriteUnsigned((uint)value);
            }
            else
            {
                this.WriteWideOrNegative(value);
            }
        }

        /// <summary>Writes a <see cref="ulong"/> in the shortest of positive fixint and uint8/16/32/64 that holds it.</summary>
        /// <param name="value">The value.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Write(ulong value)
        {
            if (value <= uint.MaxValue)
            {
                this.WriteUnsigned((uint)value);
            }
            else
            {
                this.WriteWideOrNegative(unchecked((long)value), isUnsigned: true);
            }
        }

        /// <summary>
        /// Writes a <see cref="char"/> as the unsigned 16-bit number of its UTF-16 code unit, in the shortest of positive
        /// fixint, uint8 and uint16 (not as a string).
        /// </summary>
        /// <param name="value">The value.</param>
        public void Write(char value) => this.WriteUnsigned(value);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private void WriteSigned(int value)
        {
            if (value >= 0)
            {
                this.WriteUnsigned((uint)value);
            }
            else
            {
                this.WriteNegative(value);
            }
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private void WriteUnsigned(uint value)
        {
            if (value <= MessagePackCode.MaxFixInt)
            {
                this.Reserve(1) = (byte)value;
                this.buffered += 1;
            }
            else
            {
                this.WriteUnsignedMultiByte(value);
            }
        }

        // Inlined with the fixint test into each integer write (ids, counts, amounts are rarely fixints): NativeAOT's
        // code, which the JIT's profile-guided inlining does not reach, would otherwise pay a call per integer.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private void WriteUnsignedMultiByte(uint value)
        {
            if (value <= byte.MaxValue)
            {
                ref byte destination = ref this.Reserve(2);
                destination = MessagePackCode.UInt8;
                Unsafe.Add(ref destination, 1) = (byte)value;
                this.buffered += 2;
            }
            else if (value <= ushort.MaxValue)
            {
                WriteCodeAndBigEndian(ref this.Reserve(3), MessagePackCode.UInt16, (ushort)value);
                this.buffered += 3;
            }
            else
            {
                WriteCodeAndBigEndian(ref this.Reserve(5), MessagePackCode.UInt32, value);
                this.buffered += 5;
            }
        }

        /// <summary>
        /// Writes a 64-bit value that is not a uint32: negative (in the shortest signed encoding) or, when
        /// <paramref name="isUnsigned"/> or non-negative, above <see cref="uint.MaxValue"/> (as uint64).
        /// </summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private void WriteWideOrNegative(long value, bool isUnsigned = false)
        {
            if (isUnsigned || value >= 0)
            {
                WriteCodeAndBigEndian(ref this.Reserve(9), MessagePackCode.UInt64, unchecked((ulong)value));
                this.buffered += 9;
            }
            else if (value >= int.MinValue)
            {
                this.WriteNegative((int)value);
            }
            else
            {
                WriteCodeAndBigEndian(ref this.Reserve(9), MessagePackCode.Int64, unchecked((ulong)value));
                this.buffered += 9;
            }
        }

        private void WriteNegative(int value)
        {
            if (value >= -32)
            {
                // Negative fixint is the value's own two's-complement low byte (0xe0..0xff).
                this.Reserve(1) = unchecked((byte)value);
                this.buffered += 1;
            }
            else if (value >= sbyte.MinValue)
            {
                ref byte destination = ref this.Reserve(2);
                destination = MessagePackCode.Int8;
                Unsafe.Add(ref destination, 1) = unchecked((byte)value);
                this.buffered += 2;
            }
            else if (value >= short.MinValue)
            {
                WriteCodeAndBigEndian(ref this.Reserve(3), MessagePackCode.Int16, unchecked((ushort)value));
                this.buffered += 3;
            }
            else
            {
                WriteCodeAndBigEndian(ref this.Reserve(5), MessagePackCode.Int32, unchecked((uint)value));
                this.buffered += 5;
            }
        }
    }
}
