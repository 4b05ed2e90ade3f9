using System;

namespace BlockPack.Compression.Integrity
{
    /// <summary>
    /// Arithmetic on polynomials over GF(2) modulo the Castagnoli polynomial P, in the reflected 32-bit form the CRC
    /// register uses (bit 31 holds the coefficient of x^0, bit 0 that of x^31). Pushing a register through n zero bytes
    /// multiplies it by x^(8n) mod P, so this is what joins checksums computed separately: the multi-stream engine's
    /// shift constants are derived here rather than written down as opaque numbers.
    /// </summary>
    internal static class Crc32CPolynomialArithmetic
    {
        /// <summary>The polynomial 1 (x^0) in reflected form.</summary>
        internal const uint One = 1u << 31;

        /// <summary>Bits in the register, the degree of P.</summary>
        private const int Degree = 32;

        /// <summary>Multiplies two reflected polynomials modulo P (shift-and-add, 32 steps at most).</summary>
        /// <param name="a">A reflected polynomial of degree below 32.</param>
        /// <param name="b">Another.</param>
        /// <returns>a·b mod P, reflected.</returns>
        internal static uint MultiplyModulo(uint a, uint b)
        {
            uint product = 0;
            for (int i = 0; i < Degree; i++)
            {
                // Bit 31 - i of a is the coefficient of x^i: add b·x^i, then step b to b·x^(i+1) mod P.
                if ((a & (One >> i)) != 0)
                {
                    product ^= b;
                }

                b = (b & 1) != 0 ? (b >> 1) ^ Crc32C.ReflectedPolynomial : b >> 1;
            }

            return product;
        }

        /// <summary>Computes x^<paramref name="exponent"/> mod P by square-and-multiply.</summary>
        /// <param name="exponent">A non-negative exponent.</param>
        /// <returns>x^exponent mod P, reflected.</returns>
        internal static uint XPowerModulo(long exponent)
        {
            if (exponent < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(exponent), exponent, "The exponent must not be negative.");
            }

            uint result = One;
            uint square = One >> 1; // x^1
            while (exponent != 0)
            {
                if ((exponent & 1) != 0)
                {
                    result = MultiplyModulo(result, square);
                }

                square = MultiplyModulo(square, square);
                exponent >>= 1;
            }

            return result;
        }

        /// <summary>Advances a raw CRC register over <paramref name="zeroBytes"/> zero bytes without reading them.</summary>
        /// <param name="register">The raw register (no inversions).</param>
        /// <param name="zeroBytes">How many zero bytes.</param>
        /// <returns>The register after them: register·x^(8·zeroBytes) mod P.</returns>
        internal static uint ShiftRegister(uint register, long zeroBytes) => MultiplyModulo(register, XPowerModulo(8 * zeroBytes));
    }
}
