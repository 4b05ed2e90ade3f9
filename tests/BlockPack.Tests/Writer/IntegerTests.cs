using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>
    /// Compact integer encodings at every format boundary. Expected bytes come from the specification: positive fixint
    /// 0xxxxxxx, negative fixint 111xxxxx, then a code (cc/cd/ce/cf unsigned, d0/d1/d2/d3 signed) and big-endian bytes.
    /// </summary>
    public class IntegerTests
    {
        [Theory]
        [InlineData(0L, "00")]
        [InlineData(1L, "01")]
        [InlineData(127L, "7F")]
        [InlineData(128L, "CC 80")]
        [InlineData(255L, "CC FF")]
        [InlineData(256L, "CD 01 00")]
        [InlineData(65535L, "CD FF FF")]
        [InlineData(65536L, "CE 00 01 00 00")]
        [InlineData(4294967295L, "CE FF FF FF FF")]
        [InlineData(4294967296L, "CF 00 00 00 01 00 00 00 00")]
        [InlineData(long.MaxValue, "CF 7F FF FF FF FF FF FF FF")]
        [InlineData(-1L, "FF")]
        [InlineData(-32L, "E0")]
        [InlineData(-33L, "D0 DF")]
        [InlineData(-128L, "D0 80")]
        [InlineData(-129L, "D1 FF 7F")]
        [InlineData(-32768L, "D1 80 00")]
        [InlineData(-32769L, "D2 FF FF 7F FF")]
        [InlineData(-2147483648L, "D2 80 00 00 00")]
        [InlineData(-2147483649L, "D3 FF FF FF FF 7F FF FF FF")]
        [InlineData(long.MinValue, "D3 80 00 00 00 00 00 00 00")]
        public void Int64_uses_the_smallest_format(long value, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.Write(value)));
        }

        [Theory]
        [InlineData(0, "00")]
        [InlineData(127, "7F")]
        [InlineData(128, "CC 80")]
        [InlineData(255, "CC FF")]
        [InlineData(256, "CD 01 00")]
        [InlineData(65535, "CD FF FF")]
        [InlineData(65536, "CE 00 01 00 00")]
        [InlineData(int.MaxValue, "CE 7F FF FF FF")]
        [InlineData(-1, "FF")]
        [InlineData(-32, "E0")]
        [InlineData(-33, "D0 DF")]
        [InlineData(-128, "D0 80")]
        [InlineData(-129, "D1 FF 7F")]
        [InlineData(-32768, "D1 80 00")]
        [InlineData(-32769, "D2 FF FF 7F FF")]
        [InlineData(int.MinValue, "D2 80 00 00 00")]
        public void Int32_uses_the_smallest_format(int value, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.Write(value)));
        }

        [Theory]
        [InlineData(0u, "00")]
        [InlineData(127u, "7F")]
        [InlineData(128u, "CC 80")]
        [InlineData(255u, "CC FF")]
        [InlineData(256u, "CD 01 00")]
        [InlineData(65535u, "CD FF FF")]
        [InlineData(65536u, "CE 00 01 00 00")]
        [InlineData(uint.MaxValue, "CE FF FF FF FF")]
        public void UInt32_uses_the_smallest_format(uint value, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.Write(value)));
        }

        [Theory]
        [InlineData(0ul, "00")]
        [InlineData(127ul, "7F")]
        [InlineData(128ul, "CC 80")]
        [InlineData(65536ul, "CE 00 01 00 00")]
        [InlineData(4294967295ul, "CE FF FF FF FF")]
        [InlineData(4294967296ul, "CF 00 00 00 01 00 00 00 00")]
        [InlineData(ulong.MaxValue, "CF FF FF FF FF FF FF FF FF")]
        public void UInt64_uses_the_smallest_format(ulong value, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.Write(value)));
        }

        [Theory]
        [InlineData((short)0, "00")]
        [InlineData((short)127, "7F")]
        [InlineData((short)128, "CC 80")]
        [InlineData((short)255, "CC FF")]
        [InlineData((short)256, "CD 01 00")]
        [InlineData(short.MaxValue, "CD 7F FF")]
        [InlineData((short)-32, "E0")]
        [InlineData((short)-33, "D0 DF")]
        [InlineData((short)-129, "D1 FF 7F")]
        [InlineData(short.MinValue, "D1 80 00")]
        public void Int16_uses_the_smallest_format(short value, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.Write(value)));
        }

        [Theory]
        [InlineData((ushort)127, "7F")]
        [InlineData((ushort)128, "CC 80")]
        [InlineData((ushort)256, "CD 01 00")]
        [InlineData(ushort.MaxValue, "CD FF FF")]
        public void UInt16_uses_the_smallest_format(ushort value, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.Write(value)));
        }

        [Theory]
        [InlineData((byte)0, "00")]
        [InlineData((byte)127, "7F")]
        [InlineData((byte)128, "CC 80")]
        [InlineData(byte.MaxValue, "CC FF")]
        public void Byte_uses_the_smallest_format(byte value, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.Write(value)));
        }

        [Theory]
        [InlineData((sbyte)0, "00")]
        [InlineData(sbyte.MaxValue, "7F")]
        [InlineData((sbyte)-1, "FF")]
        [InlineData((sbyte)-32, "E0")]
        [InlineData((sbyte)-33, "D0 DF")]
        [InlineData(sbyte.MinValue, "D0 80")]
        public void SByte_uses_the_smallest_format(sbyte value, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.Write(value)));
        }

        [Theory]
        [InlineData('A', "41")]
        [InlineData('\u007f', "7F")]
        [InlineData('\u0080', "CC 80")]
        [InlineData('\u00e9', "CC E9")]
        [InlineData('\u20ac', "CD 20 AC")]
        [InlineData('\uffff', "CD FF FF")]
        public void Char_is_written_as_its_unsigned_code_unit(char value, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.Write(value)));
        }
    }
}
