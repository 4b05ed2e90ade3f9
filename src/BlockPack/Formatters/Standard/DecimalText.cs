using System;
using System.Runtime.CompilerServices;

namespace BlockPack.Formatters.Standard
{
    /// <summary>
    /// The text of the common decimals (a nonzero coefficient below 2^64: prices, totals, quantities) written and read
    /// without the general number formatting and parsing, which cost as much as the rest of a small object. The
    /// text is exactly what <see cref="System.Buffers.Text.Utf8Formatter"/> writes (digits, a point placed by the
    /// scale, a leading minus, never an exponent) and what <see cref="System.Buffers.Text.Utf8Parser"/> reads back;
    /// every other value or text takes those general paths (tests/BlockPack.Tests/Formatters/DecimalTextTests.cs
    /// compares both on many values).
    /// </summary>
    internal static class DecimalText
    {
        // 19 digits always fit a ulong; a 20th might not.
        private const int MaxParsedDigits = 19;

        /// <summary>Writes the text of <paramref name="value"/> when its coefficient is nonzero and below 2^64.</summary>
        /// <param name="value">The value.</param>
        /// <param name="destination">At least 31 bytes.</param>
        /// <param name="written">The text's length.</param>
        /// <returns>False, with nothing promised about <paramref name="destination"/>, for other values.</returns>
#if !NETSTANDARD2_0
        // The four ints of GetBits are written before they are read.
        [SkipLocalsInit]
#endif
        internal static bool TryFormat(decimal value, Span<byte> destination, out int written)
        {
            written = 0;
#if NETSTANDARD2_0
            int[] bits = decimal.GetBits(value);
#else
            Span<int> bits = stackalloc int[4];
            decimal.GetBits(value, bits);
#endif
            if (bits[2] != 0 || destination.Length < 31)
            {
                return false;
            }

            ulong coefficient = ((ulong)(uint)bits[1] << 32) | (uint)bits[0];
            if (coefficient == 0)
            {
                // Zero keeps its scale and, in some runtimes, its sign: left to the general formatter.
                return false;
            }

            int scale = (bits[3] >> 16) & 0xFF;
            bool negative = bits[3] < 0;

            // The length first (digits of the coefficient, at least one before the point), then the digits written
            // straight into place from the last one back: no digit buffer, no copies.
            int count = 1;
            for (ulong threshold = 10; coefficient >= threshold && count < 20; threshold *= 10)
            {
                count++;
            }

            int length = (negative ? 1 : 0) + (count > scale ? count - scale : 1) + (scale > 0 ? scale + 1 : 0);
            int at = length;
            ulong rest = coefficient;
            for (int i = 0; i < scale; i++)
            {
                // Past the coefficient's own digits, rest is 0 and the fraction is padded with zeros.
                ulong quotient = rest / 10;
                destination[--at] = (byte)('0' + (int)(rest - (quotient * 10)));
                rest = quotient;
            }

            if (scale > 0)
            {
                destination[--at] = (byte)'.';
            }

            do
            {
                ulong quotient = rest / 10;
                destination[--at] = (byte)('0' + (int)(rest - (quotient * 10)));
                rest = quotient;
            }
            while (rest != 0);

            if (negative)
            {
                destination[0] = (byte)'-';
            }

            written = length;
            return true;
        }

        /// <summary>
        /// Reads text of the form <c>-?[0-9]+(\.[0-9]+)?</c> with at most 19 digits and a nonzero value; false for any
        /// other text, which the caller gives to the general parser.
        /// </summary>
        /// <param name="text">The UTF-8 text.</param>
        /// <param name="coefficient">The digits as an integer.</param>
        /// <param name="negative">Whether the text starts with a minus sign.</param>
        /// <param name="scale">The number of digits after the point.</param>
        /// <returns>Whether the text had that form.</returns>
        /// <remarks>
        /// The parts, not the decimal, come back, and the method is inlined into its one caller, which has
        /// <see cref="Compose"/> write the decimal in place: a decimal passed back through an out parameter is copied
        /// through memory in 16-byte moves that store forwarding cannot serve (NativeAOT, where no profile-guided
        /// inlining removes the copies).
        /// </remarks>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static bool TryParse(ReadOnlySpan<byte> text, out ulong coefficient, out bool negative, out int scale)
        {
            scale = 0;
            int at = 0;
            negative = text.Length > 0 && text[0] == (byte)'-';
            if (negative)
            {
                at++;
            }

            coefficient = 0;
            int digits = 0;
            int integerDigits = -1;
            for (; at < text.Length; at++)
            {
                uint digit = (uint)(text[at] - '0');
                if (digit <= 9)
                {
                    coefficient = (coefficient * 10) + digit;
                    digits++;
                }
                else if (text[at] == (byte)'.' && integerDigits < 0)
                {
                    integerDigits = digits;
                }
                else
                {
                    return false;
                }
            }

            if (integerDigits < 0)
            {
                integerDigits = digits;
            }

            // A digit on both sides of any point, no more than a ulong holds, and not zero (whose sign and scale the
            // general parser decides).
            if (integerDigits == 0 || (integerDigits == digits && text[text.Length - 1] == (byte)'.') || digits > MaxParsedDigits || coefficient == 0)
            {
                return false;
            }

            scale = digits - integerDigits;
            return true;
        }

#if NET8_0_OR_GREATER
        /// <summary>
        /// Whether this runtime's decimal is laid out as .NET's has been since .NET Core 3.0 (the 32-bit flags, the high
        /// 32 bits of the coefficient, then its low 64 bits) on a little-endian machine, checked once against the
        /// public constructor: then <see cref="Compose"/> writes it as two 64-bit words.
        /// </summary>
        internal static readonly bool ComposesAsWords = BitConverter.IsLittleEndian && Unsafe.SizeOf<decimal>() == 16 && ComposesLikeConstructor();
#endif

        /// <summary>Writes the decimal of a coefficient under 2^64, a sign and a scale of at most 28.</summary>
        /// <remarks>
        /// The constructor stores the flags and the coefficient's high 32 bits as two 32-bit values, which are then
        /// returned as one 64-bit register: a load that store forwarding cannot serve, a stall of about a dozen cycles
        /// per decimal. Written in place as two 64-bit words, each load is served by one store. It writes through
        /// <paramref name="value"/> rather than returning, so that the caller's one return reads the words where they
        /// were written (a returned struct is copied into the caller's return slot in one 16-byte move, which store
        /// forwarding cannot serve from two stores either).
        /// </remarks>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static void Compose(ulong coefficient, bool negative, int scale, out decimal value)
        {
#if NET8_0_OR_GREATER
            if (ComposesAsWords)
            {
                Unsafe.SkipInit(out value);
                ref ulong words = ref Unsafe.As<decimal, ulong>(ref value);
                words = (uint)(scale << 16) | (negative ? 0x8000_0000u : 0u);
                Unsafe.Add(ref words, 1) = coefficient;
                return;
            }
#endif
            value = new decimal((int)coefficient, (int)(coefficient >> 32), 0, negative, (byte)scale);
        }

#if NET8_0_OR_GREATER
        private static bool ComposesLikeConstructor()
        {
            var sample = new decimal(0x11223344, 0x55667788, 0x0A0B0C0D, true, 27);
            ref ulong words = ref Unsafe.As<decimal, ulong>(ref sample);
            return words == ((0x0A0B0C0DUL << 32) | 0x801B_0000UL) && Unsafe.Add(ref words, 1) == 0x55667788_11223344UL;
        }
#endif
    }
}
