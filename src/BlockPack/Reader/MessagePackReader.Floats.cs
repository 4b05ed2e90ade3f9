using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    // Floating point: float32 and float64, and integers read as floating point.
    public ref partial struct MessagePackReader
    {
        /// <summary>
        /// Reads a float32, a float64 (narrowed to the nearest <see cref="float"/>) or an integer in any encoding
        /// (converted to the nearest <see cref="float"/>).
        /// </summary>
        /// <returns>The value; NaN payloads and the sign of zero of a float32 are kept bit for bit.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not a number.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public float ReadSingle()
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length >= 5 && unread[0] == MessagePackCode.Float32)
            {
                float value = SingleFromBits(BinaryPrimitives.ReadInt32BigEndian(unread.Slice(1)));
                this.AdvanceWithinSpan(5);
                return value;
            }

            return this.ReadFloatingPointSlow(forSingle: true, out double wide, out float narrow) ? narrow : (float)wide;
        }

        /// <summary>Reads a float64, a float32 (widened exactly) or an integer in any encoding (converted to the nearest <see cref="double"/>).</summary>
        /// <returns>The value; NaN payloads and the sign of zero of a float64 are kept bit for bit.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not a number.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public double ReadDouble()
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length >= 9 && unread[0] == MessagePackCode.Float64)
            {
                double value = BitConverter.Int64BitsToDouble(BinaryPrimitives.ReadInt64BigEndian(unread.Slice(1)));
                this.AdvanceWithinSpan(9);
                return value;
            }

            return this.ReadFloatingPointSlow(forSingle: false, out double wide, out float narrow) ? narrow : wide;
        }

        /// <summary>Reads any numeric encoding, from a span or across segments, or throws why it cannot.</summary>
        /// <param name="forSingle">Whether the caller wants a <see cref="float"/> (else a <see cref="double"/>).</param>
        /// <param name="wide">The value when it was not a float32.</param>
        /// <param name="narrow">The value when it was a float32.</param>
        /// <returns><see langword="true"/> when the value was a float32 (kept as such so ReadSingle returns its exact bits).</returns>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private bool ReadFloatingPointSlow(bool forSingle, out double wide, out float narrow)
        {
            string target = forSingle ? nameof(Single) : nameof(Double);
            Span<byte> scratch = stackalloc byte[MaxFixedTokenLength];
            this.SkipExhaustedSegments();
            ReadOnlySpan<byte> token = this.PeekPrefix(scratch);
            long offset = this.Consumed;
            if (token.Length == 0)
            {
                ThrowHelper.ThrowUnexpectedEnd(offset, target);
            }

            byte code = token[0];
            int length = code switch
            {
                MessagePackCode.Float32 => 5,
                MessagePackCode.Float64 => 9,
                _ => IntegerTokenLength(code),
            };
            if (length == 0)
            {
                ThrowHelper.ThrowUnexpectedCode(code, offset, target);
            }

            if (token.Length < length)
            {
                ThrowHelper.ThrowUnexpectedEnd(offset, target);
            }

            bool isSingle = false;
            narrow = 0;
            wide = 0;
            if (code == MessagePackCode.Float32)
            {
                narrow = SingleFromBits(BinaryPrimitives.ReadInt32BigEndian(token.Slice(1)));
                isSingle = true;
            }
            else if (code == MessagePackCode.Float64)
            {
                wide = BitConverter.Int64BitsToDouble(BinaryPrimitives.ReadInt64BigEndian(token.Slice(1)));
            }
            else
            {
                long value = DecodeInteger(token, code, out bool isAboveInt64);
                wide = isAboveInt64 ? unchecked((ulong)value) : value;

                // Converting the integer straight to float avoids double rounding (long -> double -> float).
                if (forSingle)
                {
                    narrow = isAboveInt64 ? unchecked((ulong)value) : value;
                    isSingle = true;
                }
            }

            this.Advance(length);
            return isSingle;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static float SingleFromBits(int bits)
        {
#if NETSTANDARD2_0
            return Unsafe.As<int, float>(ref bits);
#else
            return BitConverter.Int32BitsToSingle(bits);
#endif
        }
    }
}
