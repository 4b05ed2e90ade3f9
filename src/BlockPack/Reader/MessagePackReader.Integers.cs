using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    // Integers: every integer encoding (fixint, uint8..64, int8..64) reads into every integer type when the value fits.
    public ref partial struct MessagePackReader
    {
        /// <summary>Reads an integer in any encoding as a <see cref="byte"/>.</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an integer.</exception>
        /// <exception cref="System.OverflowException">The value does not fit the type.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public byte ReadByte() => (byte)this.ReadIntegerInRange(byte.MinValue, byte.MaxValue, nameof(Byte));

        /// <summary>Reads an integer in any encoding as an <see cref="sbyte"/>.</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an integer.</exception>
        /// <exception cref="System.OverflowException">The value does not fit the type.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public sbyte ReadSByte() => (sbyte)this.ReadIntegerInRange(sbyte.MinValue, sbyte.MaxValue, nameof(SByte));

        /// <summary>Reads an integer in any encoding as a <see cref="short"/>.</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an integer.</exception>
        /// <exception cref="System.OverflowException">The value does not fit the type.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public short ReadInt16() => (short)this.ReadIntegerInRange(short.MinValue, short.MaxValue, nameof(Int16));

        /// <summary>Reads an integer in any encoding as a <see cref="ushort"/>.</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an integer.</exception>
        /// <exception cref="System.OverflowException">The value does not fit the type.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public ushort ReadUInt16() => (ushort)this.ReadIntegerInRange(ushort.MinValue, ushort.MaxValue, nameof(UInt16));

        /// <summary>Reads an integer in any encoding as an <see cref="int"/>.</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an integer.</exception>
        /// <exception cref="System.OverflowException">The value does not fit the type.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int ReadInt32() => (int)this.ReadIntegerInRange(int.MinValue, int.MaxValue, nameof(Int32));

        /// <summary>Reads an integer in any encoding as a <see cref="uint"/>.</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an integer.</exception>
        /// <exception cref="System.OverflowException">The value does not fit the type.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public uint ReadUInt32() => (uint)this.ReadIntegerInRange(uint.MinValue, uint.MaxValue, nameof(UInt32));

        /// <summary>Reads an integer in any encoding as a <see cref="long"/>.</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an integer.</exception>
        /// <exception cref="System.OverflowException">The value is a uint64 above <see cref="long.MaxValue"/>.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public long ReadInt64() => this.ReadIntegerInRange(long.MinValue, long.MaxValue, nameof(Int64));

        /// <summary>Reads an integer in any encoding as a <see cref="ulong"/>.</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an integer.</exception>
        /// <exception cref="System.OverflowException">The value is negative.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public ulong ReadUInt64()
        {
            int length = TryDecodeInt64(this.UnreadSpan, out long value);
            if (length > 0 && value >= 0)
            {
                this.AdvanceWithinSpan(length);
                return (ulong)value;
            }

            return this.ReadIntegerSlow(0, ulong.MaxValue, nameof(UInt64));
        }

        /// <summary>Reads an integer in any encoding as a <see cref="char"/> (a UTF-16 code unit, 0 to 65535).</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an integer.</exception>
        /// <exception cref="System.OverflowException">The value does not fit the type.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public char ReadChar() => (char)this.ReadIntegerInRange(ushort.MinValue, ushort.MaxValue, nameof(Char));

        /// <summary>
        /// The shared fast path of the integer reads: decode from the current span and range-check in one go; anything
        /// unusual (segment boundary, wrong type, overflow, uint64 above <see cref="long.MaxValue"/>) goes to
        /// <see cref="ReadIntegerSlow"/>, which either reads it or throws the precise error.
        /// </summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private long ReadIntegerInRange(long minimum, long maximum, string target)
        {
            int length = TryDecodeInt64(this.UnreadSpan, out long value);
            if (length > 0 && value >= minimum && value <= maximum)
            {
                this.AdvanceWithinSpan(length);
                return value;
            }

            return unchecked((long)this.ReadIntegerSlow(minimum, (ulong)maximum, target));
        }

        /// <summary>Reads an integer that may straddle segments, or throws the error that explains why it cannot.</summary>
        /// <param name="minimum">The smallest value the target type holds.</param>
        /// <param name="maximum">The largest value the target type holds.</param>
        /// <param name="target">The target type's name, for messages.</param>
        /// <returns>The value's bits (reinterpret as <see cref="long"/> for signed targets).</returns>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private ulong ReadIntegerSlow(long minimum, ulong maximum, string target)
        {
            Span<byte> scratch = stackalloc byte[MaxFixedTokenLength];
            this.SkipExhaustedSegments();
            ReadOnlySpan<byte> token = this.PeekPrefix(scratch);
            long offset = this.Consumed;
            if (token.Length == 0)
            {
                ThrowHelper.ThrowUnexpectedEnd(offset, target);
            }

            byte code = token[0];
            int length = IntegerTokenLength(code);
            if (length == 0)
            {
                ThrowHelper.ThrowUnexpectedCode(code, offset, target);
            }

            if (token.Length < length)
            {
                ThrowHelper.ThrowUnexpectedEnd(offset, target);
            }

            long value = DecodeInteger(token, code, out bool isAboveInt64);
            bool fits = isAboveInt64
                ? unchecked((ulong)value) <= maximum
                : value >= minimum && (value < 0 || (ulong)value <= maximum);
            if (!fits)
            {
                ThrowHelper.ThrowIntegerOverflow(code, value, isAboveInt64, offset, target);
            }

            this.Advance(length);
            return unchecked((ulong)value);
        }

        /// <summary>
        /// Decodes an integer at the start of <paramref name="source"/> when it is complete there and fits in a
        /// <see cref="long"/>.
        /// </summary>
        /// <returns>The number of bytes the value occupies, or 0 when it cannot be decoded here.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static int TryDecodeInt64(ReadOnlySpan<byte> source, out long value)
        {
            if (source.Length > 0)
            {
                byte code = source[0];
                if (code <= MessagePackCode.MaxFixInt)
                {
                    value = code;
                    return 1;
                }

                if (code >= MessagePackCode.MinNegativeFixInt)
                {
                    value = unchecked((sbyte)code);
                    return 1;
                }

                // uint8..uint64 (0xcc-0xcf) and int8..int64 (0xd0-0xd3) in one shape: with the longest payload's 8
                // bytes in the span, load them at once and shift the value's width into place (arithmetically for the
                // signed codes). No jump table and no call: the mix of widths a real payload carries (ids, counts,
                // amounts) made the switch below a mispredicted indirect branch per integer.
                uint sized = (uint)(code - MessagePackCode.UInt8);
                if (sized <= MessagePackCode.Int64 - MessagePackCode.UInt8 && source.Length > 8)
                {
                    ulong bits = BinaryPrimitives.ReadUInt64BigEndian(source.Slice(1, 8));
                    int width = 1 << (int)(sized & 3);
                    int shift = 64 - (width * 8);
                    value = sized >= 4 ? unchecked((long)bits >> shift) : unchecked((long)(bits >> shift));
                    if (value >= 0 || sized >= 4)
                    {
                        return width + 1;
                    }

                    // A uint64 above long.MaxValue: not representable here.
                    value = 0;
                    return 0;
                }

                return TryDecodeSizedInt64(source, code, out value);
            }

            value = 0;
            return 0;
        }

        private static int TryDecodeSizedInt64(ReadOnlySpan<byte> source, byte code, out long value)
        {
            switch (code)
            {
                case MessagePackCode.UInt8:
                    if (source.Length >= 2)
                    {
                        value = source[1];
                        return 2;
                    }

                    break;
                case MessagePackCode.Int8:
                    if (source.Length >= 2)
                    {
                        value = unchecked((sbyte)source[1]);
                        return 2;
                    }

                    break;
                case MessagePackCode.UInt16:
                    if (source.Length >= 3)
                    {
                        value = BinaryPrimitives.ReadUInt16BigEndian(source.Slice(1));
                        return 3;
                    }

                    break;
                case MessagePackCode.Int16:
                    if (source.Length >= 3)
                    {
                        value = BinaryPrimitives.ReadInt16BigEndian(source.Slice(1));
                        return 3;
                    }

                    break;
                case MessagePackCode.UInt32:
                    if (source.Length >= 5)
                    {
                        value = BinaryPrimitives.ReadUInt32BigEndian(source.Slice(1));
                        return 5;
                    }

                    break;
                case MessagePackCode.Int32:
                    if (source.Length >= 5)
                    {
                        value = BinaryPrimitives.ReadInt32BigEndian(source.Slice(1));
                        return 5;
                    }

                    break;
                case MessagePackCode.UInt64:
                    if (source.Length >= 9)
                    {
                        ulong unsigned = BinaryPrimitives.ReadUInt64BigEndian(source.Slice(1));
                        if (unsigned <= long.MaxValue)
                        {
                            value = (long)unsigned;
                            return 9;
                        }
                    }

                    break;
                case MessagePackCode.Int64:
                    if (source.Length >= 9)
                    {
                        value = BinaryPrimitives.ReadInt64BigEndian(source.Slice(1));
                        return 9;
                    }

                    break;
            }

            value = 0;
            return 0;
        }

        /// <summary>Gets how many bytes an integer starting with <paramref name="code"/> occupies.</summary>
        /// <returns>The length, or 0 when the code does not start an integer.</returns>
        private static int IntegerTokenLength(byte code)
        {
            if (code <= MessagePackCode.MaxFixInt || code >= MessagePackCode.MinNegativeFixInt)
            {
                return 1;
            }

            switch (code)
            {
                case MessagePackCode.UInt8:
                case MessagePackCode.Int8:
                    return 2;
                case MessagePackCode.UInt16:
                case MessagePackCode.Int16:
                    return 3;
                case MessagePackCode.UInt32:
                case MessagePackCode.Int32:
                    return 5;
                case MessagePackCode.UInt64:
                case MessagePackCode.Int64:
                    return 9;
                default:
                    return 0;
            }
        }

        /// <summary>Decodes a complete integer token (at least <see cref="IntegerTokenLength"/> bytes).</summary>
        /// <param name="token">The token, starting with its code.</param>
        /// <param name="code">The token's first byte.</param>
        /// <param name="isAboveInt64">Set when the value is a uint64 above <see cref="long.MaxValue"/>; the result then holds its bits.</param>
        /// <returns>The value.</returns>
        private static long DecodeInteger(ReadOnlySpan<byte> token, byte code, out bool isAboveInt64)
        {
            isAboveInt64 = false;
            switch (code)
            {
                case MessagePackCode.UInt8: return token[1];
                case MessagePackCode.UInt16: return BinaryPrimitives.ReadUInt16BigEndian(token.Slice(1));
                case MessagePackCode.UInt32: return BinaryPrimitives.ReadUInt32BigEndian(token.Slice(1));
                case MessagePackCode.UInt64:
                    ulong unsigned = BinaryPrimitives.ReadUInt64BigEndian(token.Slice(1));
                    isAboveInt64 = unsigned > long.MaxValue;
                    return unchecked((long)unsigned);
                case MessagePackCode.Int8: return unchecked((sbyte)token[1]);
                case MessagePackCode.Int16: return BinaryPrimitives.ReadInt16BigEndian(token.Slice(1));
                case MessagePackCode.Int32: return BinaryPrimitives.ReadInt32BigEndian(token.Slice(1));
                case MessagePackCode.Int64: return BinaryPrimitives.ReadInt64BigEndian(token.Slice(1));
                default: return unchecked((sbyte)code); // positive fixint 0x00-0x7f or negative fixint 0xe0-0xff
            }
        }
    }
}
