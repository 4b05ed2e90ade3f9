using System;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>Array headers (fixarray 9x, array16 dc, array32 dd) and map headers (fixmap 8x, map16 de, map32 df).</summary>
    public class CollectionHeaderTests
    {
        [Theory]
        [InlineData(0, "90")]
        [InlineData(15, "9F")]
        [InlineData(16, "DC 00 10")]
        [InlineData(65535, "DC FF FF")]
        [InlineData(65536, "DD 00 01 00 00")]
        [InlineData(int.MaxValue, "DD 7F FF FF FF")]
        public void Array_header(int count, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.WriteArrayHeader(count)));
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.WriteArrayHeader((uint)count)));
        }

        [Theory]
        [InlineData(0, "80")]
        [InlineData(15, "8F")]
        [InlineData(16, "DE 00 10")]
        [InlineData(65535, "DE FF FF")]
        [InlineData(65536, "DF 00 01 00 00")]
        [InlineData(int.MaxValue, "DF 7F FF FF FF")]
        public void Map_header(int count, string expected)
        {
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.WriteMapHeader(count)));
            Assert.Equal(Hex(expected), Of((ref MessagePackWriter w) => w.WriteMapHeader((uint)count)));
        }

        [Fact]
        public void Unsigned_counts_reach_uint_max()
        {
            Assert.Equal(Hex("DD FF FF FF FF"), Of((ref MessagePackWriter w) => w.WriteArrayHeader(uint.MaxValue)));
            Assert.Equal(Hex("DF FF FF FF FF"), Of((ref MessagePackWriter w) => w.WriteMapHeader(uint.MaxValue)));
        }

        [Fact]
        public void Negative_counts_are_rejected()
        {
            Assert.Throws<ArgumentOutOfRangeException>(() => Of((ref MessagePackWriter w) => w.WriteArrayHeader(-1)));
            Assert.Throws<ArgumentOutOfRangeException>(() => Of((ref MessagePackWriter w) => w.WriteMapHeader(int.MinValue)));
        }
    }
}
