using System;
using System.Linq;
using System.Text;
using BlockPack.Compression.Integrity;

namespace BlockPack.Tests.Compression.Checksums
{
    /// <summary>The CRC-32C the checked framings use, against its published check value and a bit-at-a-time reference.</summary>
    public class Crc32CVectorTests
    {
        [Fact]
        public void The_standard_check_value_and_the_empty_input()
        {
            Assert.Equal(0xE3069283u, Crc32C.Compute(Encoding.ASCII.GetBytes("123456789")));
            Assert.Equal(0u, Crc32C.Compute(ReadOnlySpan<byte>.Empty));
        }

        [Fact]
        public void Append_continues_a_checksum_and_matches_a_bit_at_a_time_reference()
        {
            byte[] data = new byte[1000];
            new Random(5).NextBytes(data);
            foreach (int cut in new[] { 0, 1, 7, 500, 999, 1000 })
            {
                Assert.Equal(Crc32C.Compute(data), Crc32C.Append(Crc32C.Compute(data.AsSpan(0, cut)), data.AsSpan(cut)));
            }

            Assert.Equal(BitwiseReference(data), Crc32C.Compute(data));
        }

        // Straight from the definition: reflected polynomial 0x82F63B78, all-ones start and final complement.
        private static uint BitwiseReference(byte[] data)
        {
            uint crc = 0xFFFFFFFF;
            foreach (byte b in data)
            {
                crc ^= b;
                for (int i = 0; i < 8; i++)
                {
                    crc = (crc & 1) != 0 ? (crc >> 1) ^ 0x82F63B78 : crc >> 1;
                }
            }

            return ~crc;
        }
    }
}
