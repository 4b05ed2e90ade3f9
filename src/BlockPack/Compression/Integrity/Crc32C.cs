using System;

namespace BlockPack.Compression.Integrity
{
    /// <summary>
    /// CRC-32C (Castagnoli: reflected polynomial 0x82F63B78, initial value and final xor 0xFFFFFFFF; "123456789" gives
    /// 0xE3069283), the checksum of checked LZ4 framings.
    /// </summary>
    /// <remarks>
    /// A simple byte-at-a-time table placeholder, correct on every target; the hardware-accelerated engine replaces this
    /// file. Nothing else belongs here.
    /// </remarks>
    internal static class Crc32C
    {
        private static readonly uint[] Table = CreateTable();

        /// <summary>Computes the CRC-32C of <paramref name="data"/>.</summary>
        /// <param name="data">The bytes.</param>
        /// <returns>The checksum.</returns>
        public static uint Compute(ReadOnlySpan<byte> data) => Append(0, data);

        /// <summary>Extends a checksum: <c>Append(Compute(a), b) == Compute(a + b)</c>, and <c>Append(0, x) == Compute(x)</c>.</summary>
        /// <param name="crc">The checksum of the bytes before <paramref name="data"/> (0 for none).</param>
        /// <param name="data">The next bytes.</param>
        /// <returns>The checksum of everything.</returns>
        public static uint Append(uint crc, ReadOnlySpan<byte> data)
        {
            uint[] table = Table;
            uint state = ~crc;
            foreach (byte b in data)
            {
                state = table[(byte)(state ^ b)] ^ (state >> 8);
            }

            return ~state;
        }

        private static uint[] CreateTable()
        {
            uint[] table = new uint[256];
            for (uint i = 0; i < 256; i++)
            {
                uint value = i;
                for (int bit = 0; bit < 8; bit++)
                {
                    value = (value & 1) != 0 ? (value >> 1) ^ 0x82F63B78u : value >> 1;
                }

                table[i] = value;
            }

            return table;
        }
    }
}
