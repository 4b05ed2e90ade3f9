using System;

namespace BlockPack.Tests.Integrity
{
    /// <summary>
    /// CRC-32C straight from its definition, one bit at a time: the register, started at all ones, takes each byte into
    /// its low bits and then eight times shifts right, XORing the reflected Castagnoli polynomial when a 1 falls out.
    /// Shares nothing with the library's engines (no tables, no instructions), so it judges all of them.
    /// </summary>
    internal static class Crc32CBitwiseReference
    {
        private const uint ReflectedCastagnoli = 0x82F63B78;

        /// <summary>The raw register after <paramref name="data"/>, from <paramref name="register"/>, without inversions.</summary>
        internal static uint UpdateRegister(uint register, ReadOnlySpan<byte> data)
        {
            foreach (byte b in data)
            {
                register ^= b;
                for (int bit = 0; bit < 8; bit++)
                {
                    register = (register & 1) != 0 ? (register >> 1) ^ ReflectedCastagnoli : register >> 1;
                }
            }

            return register;
        }

        /// <summary>The standard CRC-32C of <paramref name="data"/>.</summary>
        internal static uint Compute(ReadOnlySpan<byte> data) => ~UpdateRegister(0xFFFFFFFF, data);
    }
}
