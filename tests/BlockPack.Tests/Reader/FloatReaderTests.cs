using System;
using System.IO;

namespace BlockPack.Tests.Reader
{
    public class FloatReaderTests
    {
        [Theory]
        [InlineData("ca 3f c0 00 00", 0x3fc00000)] // 1.5f
        [InlineData("ca 3d cc cc cd", 0x3dcccccd)] // 0.1f
        [InlineData("ca 80 00 00 00", unchecked((int)0x80000000))] // -0.0f
        [InlineData("ca 7f c0 00 01", 0x7fc00001)] // NaN with a payload
        [InlineData("ca ff 80 00 00", unchecked((int)0xff800000))] // -infinity
        [InlineData("cb 3f b9 99 99 99 99 99 9a", 0x3dcccccd)] // 0.1 narrowed to the nearest float
        [InlineData("cb 80 00 00 00 00 00 00 00", unchecked((int)0x80000000))] // -0.0 narrowed keeps its sign
        [InlineData("ce 01 00 00 01", 0x4b800000)] // 16777217 rounds to 16777216f
        [InlineData("d3 10 00 00 10 00 00 00 01", 0x5d800001)] // 2^60 + 2^36 + 1: direct rounding, not via double (which would give 2^60)
        [InlineData("ff", unchecked((int)0xbf800000))] // -1
        [InlineData("cf ff ff ff ff ff ff ff ff", 0x5f800000)] // 2^64 - 1 rounds to 2^64
        public void ReadSingle_reads_floats_and_integers_to_the_exact_bits(string hex, int expectedBits)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.Equal(expectedBits, BitConverter.SingleToInt32Bits(reader.ReadSingle()));
                Assert.True(reader.End);
            }
        }

        [Theory]
        [InlineData("cb 3f f8 00 00 00 00 00 00", 0x3ff8000000000000)] // 1.5
        [InlineData("cb 3f b9 99 99 99 99 99 9a", 0x3fb999999999999a)] // 0.1
        [InlineData("cb 80 00 00 00 00 00 00 00", unchecked((long)0x8000000000000000))] // -0.0
        [InlineData("cb 7f f8 00 00 00 00 00 01", 0x7ff8000000000001)] // NaN with a payload
        [InlineData("cb 7f f0 00 00 00 00 00 00", 0x7ff0000000000000)] // +infinity
        [InlineData("ca 3d cc cc cd", 0x3fb99999a0000000)] // 0.1f widened exactly
        [InlineData("ca 80 00 00 00", unchecked((long)0x8000000000000000))] // -0.0f widened
        [InlineData("7f", 0x405fc00000000000)] // 127
        [InlineData("d0 80", unchecked((long)0xc060000000000000))] // -128
        [InlineData("cf ff ff ff ff ff ff ff ff", 0x43f0000000000000)] // 2^64 - 1 rounds to 2^64
        [InlineData("d3 80 00 00 00 00 00 00 00", unchecked((long)0xc3e0000000000000))] // -2^63
        public void ReadDouble_reads_floats_and_integers_to_the_exact_bits(string hex, long expectedBits)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.Equal(expectedBits, BitConverter.DoubleToInt64Bits(reader.ReadDouble()));
                Assert.True(reader.End);
            }
        }

        [Fact]
        public void A_float32_NaN_read_as_double_is_NaN()
        {
            var reader = new MessagePackReader(Hex.Parse("ca 7f c0 00 00"));
            Assert.True(double.IsNaN(reader.ReadDouble()));
        }

        [Theory]
        [InlineData("a0", "0xa0 (fixstr)", "Double")]
        [InlineData("c2", "0xc2 (false)", "Single")]
        [InlineData("c1", "0xc1 (never used (0xc1))", "Double")]
        public void Non_numbers_are_rejected(string hex, string codeText, string target)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() =>
            {
                var reader = new MessagePackReader(Hex.Parse(hex));
                _ = target == "Single" ? reader.ReadSingle() : reader.ReadDouble();
            });
            Assert.StartsWith($"Unexpected msgpack code {codeText} at byte offset 0 while reading {target}.", ex.Message, StringComparison.Ordinal);
        }

        [Theory]
        [InlineData("cb 3f f8 00", "Double")]
        [InlineData("ca 3f c0 00", "Single")]
        [InlineData("cb", "Single")]
        public void Truncated_floats_are_rejected(string hex, string target)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() =>
                {
                    var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                    _ = target == "Single" ? reader.ReadSingle() : reader.ReadDouble();
                });
                Assert.Equal($"Unexpected end of MessagePack data at byte offset 0 while reading {target}.", ex.Message);
            }
        }
    }
}
