using System;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>fixext1/2/4/8/16 (d4..d8) for exact lengths, otherwise ext8 (c7), ext16 (c8) or ext32 (c9); then the type.</summary>
    public class ExtensionTests
    {
        [Theory]
        [InlineData(1, "D4 05")]
        [InlineData(2, "D5 05")]
        [InlineData(4, "D6 05")]
        [InlineData(8, "D7 05")]
        [InlineData(16, "D8 05")]
        [InlineData(0, "C7 00 05")]
        [InlineData(3, "C7 03 05")]
        [InlineData(5, "C7 05 05")]
        [InlineData(17, "C7 11 05")]
        [InlineData(255, "C7 FF 05")]
        [InlineData(256, "C8 01 00 05")]
        [InlineData(65535, "C8 FF FF 05")]
        [InlineData(65536, "C9 00 01 00 00 05")]
        public void Header_at_each_boundary(int length, string header)
        {
            Assert.Equal(Hex(header), Of((ref MessagePackWriter w) => w.WriteExtensionFormatHeader(new ExtensionHeader(5, length))));

            byte[] data = BinaryTests.Pattern(length);
            Assert.Equal(
                Concat(Hex(header), data),
                Of((ref MessagePackWriter w) => w.WriteExtensionFormat(new ExtensionResult(5, data))));
        }

        [Fact]
        public void Negative_type_codes_are_written_as_their_byte()
        {
            Assert.Equal(Hex("D4 80 2A"), Of((ref MessagePackWriter w) => w.WriteExtensionFormat(new ExtensionResult(sbyte.MinValue, new byte[] { 42 }))));
            Assert.Equal(Hex("C7 03 FE 01 02 03"), Of((ref MessagePackWriter w) => w.WriteExtensionFormat(new ExtensionResult(-2, new byte[] { 1, 2, 3 }))));
        }

        [Fact]
        public void Ext32_length_can_exceed_int_max()
        {
            Assert.Equal(Hex("C9 FF FF FF FF 63"), Of((ref MessagePackWriter w) => w.WriteExtensionFormatHeader(new ExtensionHeader(99, uint.MaxValue))));
        }

        [Fact]
        public void Multi_segment_payload_is_written_in_order()
        {
            var data = Sequences.Of(new byte[] { 1, 2, 3 }, new byte[] { 4, 5, 6 });
            Assert.Equal(Hex("C7 06 62 01 02 03 04 05 06"), Of((ref MessagePackWriter w) => w.WriteExtensionFormat(new ExtensionResult(98, data))));
        }
    }
}
