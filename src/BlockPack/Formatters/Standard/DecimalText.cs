using System;

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
        [System.Runtime.CompilerServices.SkipLocalsInit]
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
        /// <param name="value">The value, with the text's scale.</param>
        /// <returns>Whether the text had that form.</returns>
        internal static bool TryParse(ReadOnlySpan<byte> text, out decimal value)
        {
            value = default;
            int at = 0;
            bool negative = text.Length > 0 && text[0] == (byte)'-';
            if (negative)
            {
                at++;
            }

            ulong coefficient = 0;
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

            value = new decimal((int)coefficient, (int)(coefficient >> 32), 0, negative, (byte)(digits - integerDigits));
            return true;
        }
    }
}
