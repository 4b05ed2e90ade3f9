using System;

namespace BlockPack.Compression.Integrity
{
    /// <summary>
    /// CRC-32C (Castagnoli): reflected polynomial 0x82F63B78, initial value and final XOR 0xFFFFFFFF, the checksum of
    /// iSCSI (RFC 3720), ext4, SSE4.2's <c>crc32</c> and ARMv8's <c>crc32c*</c> instructions.
    /// </summary>
    /// <remarks>
    /// Picks the fastest engine this process can run, once: on .NET 8 and later with the CRC instruction and a
    /// carry-less multiply (x64 SSE4.2 + PCLMULQDQ, ARM64 CRC32 + PMULL), three independent instruction streams per
    /// buffer combined by carry-less multiplication (<c>Crc32CMultiStream</c>); with the instruction alone, one
    /// stream (<c>Crc32CSingleStream</c>); otherwise, and on netstandard2.0, slicing-by-8 tables
    /// (<see cref="Crc32CTable"/>). All engines give the same value. Thread-safe: no state is shared but read-only tables.
    /// </remarks>
    internal static class Crc32C
    {
        /// <summary>The Castagnoli polynomial x^32 + x^28 + x^27 + … + 1 in reflected (least significant bit first) order.</summary>
        internal const uint ReflectedPolynomial = 0x82F63B78;

        /// <summary>The register's starting value, and the value XORed into it at the end (both all ones).</summary>
        internal const uint Inversion = 0xFFFFFFFF;

        /// <summary>Computes the CRC-32C of <paramref name="data"/>.</summary>
        /// <param name="data">The bytes to check.</param>
        /// <returns>The checksum, as the standard defines it (the CRC-32C of "123456789" is 0xE3069283).</returns>
        public static uint Compute(ReadOnlySpan<byte> data) => Append(0, data);

        /// <summary>Continues a checksum with more bytes: <c>Append(Compute(a), b) == Compute(a + b)</c>.</summary>
        /// <param name="crc">The CRC-32C of the bytes before <paramref name="data"/> (0 for none).</param>
        /// <param name="data">The bytes that follow.</param>
        /// <returns>The CRC-32C of the bytes before followed by <paramref name="data"/>.</returns>
        public static uint Append(uint crc, ReadOnlySpan<byte> data) => UpdateRegister(crc ^ Inversion, data) ^ Inversion;

        /// <summary>Advances the raw CRC register (no initial or final inversion) over <paramref name="data"/> with the best engine.</summary>
        private static uint UpdateRegister(uint register, ReadOnlySpan<byte> data)
        {
#if NET
            if (Crc32CMultiStream.IsSupported)
            {
                return Crc32CMultiStream.Update(register, data);
            }

            if (Crc32CSingleStream.IsSupported)
            {
                return Crc32CSingleStream.Update(register, data);
            }
#endif
            return Crc32CTable.Update(register, data);
        }
    }
}
