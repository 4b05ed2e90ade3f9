using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>The forced-width writers always use their one format, even for values a fixint would hold.</summary>
    public class FixedWidthIntegerTests
    {
        [Fact]
        public void UInt8_always_uses_cc()
        {
            Assert.Equal(Hex("CC 00"), Of((ref MessagePackWriter w) => w.WriteUInt8(0)));
            Assert.Equal(Hex("CC 7F"), Of((ref MessagePackWriter w) => w.WriteUInt8(127)));
            Assert.Equal(Hex("CC FF"), Of((ref MessagePackWriter w) => w.WriteUInt8(255)));
        }

        [Fact]
        public void Int8_always_uses_d0()
        {
            Assert.Equal(Hex("D0 00"), Of((ref MessagePackWriter w) => w.WriteInt8(0)));
            Assert.Equal(Hex("D0 FF"), Of((ref MessagePackWriter w) => w.WriteInt8(-1)));
            Assert.Equal(Hex("D0 7F"), Of((ref MessagePackWriter w) => w.WriteInt8(sbyte.MaxValue)));
            Assert.Equal(Hex("D0 80"), Of((ref MessagePackWriter w) => w.WriteInt8(sbyte.MinValue)));
        }

        [Fact]
        public void UInt16_always_uses_cd()
        {
            Assert.Equal(Hex("CD 00 01"), Of((ref MessagePackWriter w) => w.WriteUInt16(1)));
            Assert.Equal(Hex("CD 12 34"), Of((ref MessagePackWriter w) => w.WriteUInt16(0x1234)));
            Assert.Equal(Hex("CD FF FF"), Of((ref MessagePackWriter w) => w.WriteUInt16(ushort.MaxValue)));
        }

        [Fact]
        public void Int16_always_uses_d1()
        {
            Assert.Equal(Hex("D1 00 01"), Of((ref MessagePackWriter w) => w.WriteInt16(1)));
            Assert.Equal(Hex("D1 FF FF"), Of((ref MessagePackWriter w) => w.WriteInt16(-1)));
            Assert.Equal(Hex("D1 80 00"), Of((ref MessagePackWriter w) => w.WriteInt16(short.MinValue)));
        }

        [Fact]
        public void UInt32_always_uses_ce()
        {
            Assert.Equal(Hex("CE 00 00 00 05"), Of((ref MessagePackWriter w) => w.WriteUInt32(5)));
            Assert.Equal(Hex("CE 12 34 56 78"), Of((ref MessagePackWriter w) => w.WriteUInt32(0x12345678)));
            Assert.Equal(Hex("CE FF FF FF FF"), Of((ref MessagePackWriter w) => w.WriteUInt32(uint.MaxValue)));
        }

        [Fact]
        public void Int32_always_uses_d2()
        {
            Assert.Equal(Hex("D2 00 00 00 05"), Of((ref MessagePackWriter w) => w.WriteInt32(5)));
            Assert.Equal(Hex("D2 FF FF FF FE"), Of((ref MessagePackWriter w) => w.WriteInt32(-2)));
            Assert.Equal(Hex("D2 80 00 00 00"), Of((ref MessagePackWriter w) => w.WriteInt32(int.MinValue)));
        }

        [Fact]
        public void UInt64_always_uses_cf()
        {
            Assert.Equal(Hex("CF 00 00 00 00 00 00 00 05"), Of((ref MessagePackWriter w) => w.WriteUInt64(5)));
            Assert.Equal(Hex("CF 01 23 45 67 89 AB CD EF"), Of((ref MessagePackWriter w) => w.WriteUInt64(0x0123456789ABCDEF)));
            Assert.Equal(Hex("CF FF FF FF FF FF FF FF FF"), Of((ref MessagePackWriter w) => w.WriteUInt64(ulong.MaxValue)));
        }

        [Fact]
        public void Int64_always_uses_d3()
        {
            Assert.Equal(Hex("D3 00 00 00 00 00 00 00 05"), Of((ref MessagePackWriter w) => w.WriteInt64(5)));
            Assert.Equal(Hex("D3 FF FF FF FF FF FF FF FF"), Of((ref MessagePackWriter w) => w.WriteInt64(-1)));
            Assert.Equal(Hex("D3 80 00 00 00 00 00 00 00"), Of((ref MessagePackWriter w) => w.WriteInt64(long.MinValue)));
        }
    }
}
