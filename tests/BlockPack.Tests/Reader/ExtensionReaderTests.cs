using System;
using System.IO;
using System.Buffers;

namespace BlockPack.Tests.Reader
{
    public class ExtensionReaderTests
    {
        [Theory]
        [InlineData("d4 01 10", 1, "10")]
        [InlineData("d5 02 20 21", 2, "2021")]
        [InlineData("d6 03 30 31 32 33", 3, "30313233")]
        [InlineData("d7 04 40 41 42 43 44 45 46 47", 4, "4041424344454647")]
        [InlineData("d8 05 50 51 52 53 54 55 56 57 58 59 5a 5b 5c 5d 5e 5f", 5, "505152535455565758595a5b5c5d5e5f")]
        [InlineData("c7 00 06", 6, "")]
        [InlineData("c7 03 07 70 71 72", 7, "707172")]
        [InlineData("c8 00 03 07 70 71 72", 7, "707172")]
        [InlineData("c9 00 00 00 03 07 70 71 72", 7, "707172")]
        [InlineData("d4 80 00", -128, "00")] // type codes are signed
        [InlineData("d4 ff 00", -1, "00")]
        public void Extensions_read_in_every_form_and_layout(string hex, int typeCode, string data)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex + " c3", layout));
                ExtensionResult extension = reader.ReadExtensionFormat();
                Assert.Equal((sbyte)typeCode, extension.TypeCode);
                Assert.Equal(data, Hex.Format(extension.Data.ToArray()));
                Assert.True(reader.ReadBoolean());
                Assert.True(reader.End);

                var headerReader = new MessagePackReader(TestSequences.Create(hex, layout));
                ExtensionHeader header = headerReader.ReadExtensionFormatHeader();
                Assert.Equal(new ExtensionHeader((sbyte)typeCode, (uint)(data.Length / 2)), header);
                Assert.Equal(Hex.Parse(hex).Length - (data.Length / 2), headerReader.Consumed);

                var tryReader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.True(tryReader.TryReadExtensionFormatHeader(out ExtensionHeader tried));
                Assert.Equal(header, tried);
            }
        }

        [Theory]
        [InlineData("c9 ff ff ff ff 05 00", "ext32", 4294967295L, 1)]
        [InlineData("d8 05 00 01", "fixext16", 16L, 2)]
        [InlineData("c7 02 05 00", "ext8", 2L, 1)]
        public void An_extension_claiming_more_data_than_remains_is_rejected(string hex, string format, long declared, int available)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(hex, layout)).ReadExtensionFormat());
                Assert.Equal(
                    $"Unexpected end of MessagePack data at byte offset 0 while reading an extension value: the {format} header declares {declared} bytes but only {available} follow it.",
                    ex.Message);
            }
        }

        [Theory]
        [InlineData("")]
        [InlineData("d4")]
        [InlineData("c7 01")]
        [InlineData("c8 00 01")]
        [InlineData("c9 00 00 00 01")]
        public void TryReadExtensionFormatHeader_returns_false_when_the_header_is_incomplete(string hex)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.False(reader.TryReadExtensionFormatHeader(out _));
                Assert.Equal(0, reader.Consumed);
                var ex = Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(hex, layout)).ReadExtensionFormatHeader());
                Assert.Equal("Unexpected end of MessagePack data at byte offset 0 while reading an extension header.", ex.Message);
            }
        }

        [Fact]
        public void TryReadExtensionFormatHeader_does_not_require_the_data_to_have_arrived()
        {
            var reader = new MessagePackReader(Hex.Parse("c9 ff ff ff ff 05"));
            Assert.True(reader.TryReadExtensionFormatHeader(out ExtensionHeader header));
            Assert.Equal(new ExtensionHeader(5, uint.MaxValue), header);
        }

        [Theory]
        [InlineData("c4 00", "0xc4 (bin8)")]
        [InlineData("01", "0x01 (positive fixint)")]
        public void Extension_reads_reject_other_types(string hex, string codeText)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).ReadExtensionFormatHeader());
            Assert.Equal($"Unexpected msgpack code {codeText} at byte offset 0 while reading an extension header.", ex.Message);
            Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).TryReadExtensionFormatHeader(out _));
        }
    }
}
