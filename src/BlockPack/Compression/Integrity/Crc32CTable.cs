using System;
using System.Buffers.Binary;

namespace BlockPack.Compression.Integrity
{
    /// <summary>
    /// The portable CRC-32C engine: slicing-by-8, eight 256-entry tables that advance the register over eight bytes with
    /// eight independent look-ups. Used on netstandard2.0 and on CPUs without a CRC instruction.
    /// </summary>
    internal static class Crc32CTable
    {
        /// <summary>Bytes consumed per slicing step, and so the number of tables.</summary>
        private const int SliceLength = 8;

        /// <summary>Entries per table: one per byte value.</summary>
        private const int TableLength = 256;

        /// <summary>
        /// Table <c>k</c> (at <c>k * 256</c>) maps a byte to the register change it causes when followed by <c>k</c> zero
        /// bytes; table 0 is the classic byte-at-a-time table. One flat array keeps the look-ups to one bounds-free base.
        /// </summary>
        private static readonly uint[] Tables = BuildTables();

        /// <summary>Advances the raw register (no inversions) over <paramref name="data"/>.</summary>
        /// <param name="register">The register before the bytes.</param>
        /// <param name="data">The bytes.</param>
        /// <returns>The register after the bytes.</returns>
        internal static uint Update(uint register, ReadOnlySpan<byte> data)
        {
            uint[] t = Tables;
            while (data.Length >= SliceLength)
            {
                // Little-endian reads whatever the host's byte order: the reflected CRC takes the first byte first.
                uint low = BinaryPrimitives.ReadUInt32LittleEndian(data) ^ register;
                uint high = BinaryPrimitives.ReadUInt32LittleEndian(data.Slice(sizeof(uint)));
                register = t[(7 * TableLength) + (low & 0xFF)]
                    ^ t[(6 * TableLength) + ((low >> 8) & 0xFF)]
                    ^ t[(5 * TableLength) + ((low >> 16) & 0xFF)]
                    ^ t[(4 * TableLength) + (low >> 24)]
                    ^ t[(3 * TableLength) + (high & 0xFF)]
                    ^ t[(2 * TableLength) + ((high >> 8) & 0xFF)]
                    ^ t[TableLength + ((high >> 16) & 0xFF)]
                    ^ t[high >> 24];
                data = data.Slice(SliceLength);
            }

            foreach (byte b in data)
            {
                register = t[(register ^ b) & 0xFF] ^ (register >> 8);
            }

            return register;
        }

        private static uint[] BuildTables()
        {
            uint[] tables = new uint[SliceLength * TableLength];
            for (uint value = 0; value < TableLength; value++)
            {
                uint register = value;
                for (int bit = 0; bit < 8; bit++)
                {
                    register = (register & 1) != 0 ? (register >> 1) ^ Crc32C.ReflectedPolynomial : register >> 1;
                }

                tables[value] = register;
            }

            // Table k: the entry of table k-1 pushed through one more zero byte.
            for (int k = 1; k < SliceLength; k++)
            {
                for (int value = 0; value < TableLength; value++)
                {
                    uint previous = tables[((k - 1) * TableLength) + value];
                    tables[(k * TableLength) + value] = (previous >> 8) ^ tables[previous & 0xFF];
                }
            }

            return tables;
        }
    }
}
