using System;
using System.IO;

namespace BlockPack.Tests.Reader
{
    public class HeaderReaderTests
    {
        [Theory]
        [InlineData("90", 0)]
        [InlineData("91 c0", 1)]
        [InlineData("9f 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e", 15)]
        [InlineData("dc 00 00", 0)]
        [InlineData("dc 00 02 c2 c3", 2)]
        [InlineData("dd 00 00 00 00", 0)]
        [InlineData("dd 00 00 00 03 01 02 03", 3)]
        public void Array_headers_read_in_every_form_and_layout(string hex, int expected)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.Equal(expected, reader.ReadArrayHeader());
                var tryReader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.True(tryReader.TryReadArrayHeader(out int count));
                Assert.Equal(expected, count);
                Assert.Equal(reader.Consumed, tryReader.Consumed);
            }
        }

        [Theory]
        [InlineData("80", 0)]
        [InlineData("81 01 02", 1)]
        [InlineData("8f 00 00 01 01 02 02 03 03 04 04 05 05 06 06 07 07 08 08 09 09 0a 0a 0b 0b 0c 0c 0d 0d 0e 0e", 15)]
        [InlineData("de 00 00", 0)]
        [InlineData("de 00 01 a1 61 c0", 1)]
        [InlineData("df 00 00 00 00", 0)]
        [InlineData("df 00 00 00 02 01 02 03 04", 2)]
        public void Map_headers_read_in_every_form_and_layout(string hex, int expected)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.Equal(expected, reader.ReadMapHeader());
                var tryReader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.True(tryReader.TryReadMapHeader(out int count));
                Assert.Equal(expected, count);
                Assert.Equal(reader.Consumed, tryReader.Consumed);
            }
        }

        [Fact]
        public void A_map_header_claiming_2_pow_32_minus_1_entries_in_a_10_byte_input_is_rejected_at_once()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() =>
                {
                    var reader = new MessagePackReader(TestSequences.Create("df ff ff ff ff 01 02 03 04 05", layout));
                    reader.ReadMapHeader();
                });
                Assert.Equal(
                    "The map32 header at byte offset 0 declares 4294967295 entries, but only 5 bytes follow it and each of the entries takes at least 2; the data is truncated or corrupt.",
                    ex.Message);
            }
        }

        [Theory]
        [InlineData("dd ff ff ff ff 01 02 03 04 05", "array32", 4294967295L, 5)]
        [InlineData("dc 00 04 01 02 03", "array16", 4L, 3)]
        [InlineData("93 01 02", "fixarray", 3L, 2)]
        public void Array_counts_larger_than_the_remaining_input_are_rejected(string hex, string format, long count, int available)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(hex, layout)).ReadArrayHeader());
                Assert.Equal(
                    $"The {format} header at byte offset 0 declares {count} elements, but only {available} bytes follow it and each of the elements takes at least 1; the data is truncated or corrupt.",
                    ex.Message);
            }
        }

        [Theory]
        [InlineData("82 01 02 03")] // two entries need at least four bytes
        [InlineData("de 00 02 01 02 03")]
        public void Map_counts_are_checked_at_two_bytes_per_entry(string hex)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(hex, layout)).ReadMapHeader());
            }
        }

        [Theory]
        [InlineData("")]
        [InlineData("dc")]
        [InlineData("dc 00")]
        [InlineData("dd 00 00 00")]
        public void TryReadArrayHeader_returns_false_when_the_header_itself_is_incomplete(string hex)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.False(reader.TryReadArrayHeader(out _));
                Assert.Equal(0, reader.Consumed);
                var ex = Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(hex, layout)).ReadArrayHeader());
                Assert.Equal("Unexpected end of MessagePack data at byte offset 0 while reading an array header.", ex.Message);
            }
        }

        [Theory]
        [InlineData("")]
        [InlineData("de 00")]
        [InlineData("df 00 00 00")]
        public void TryReadMapHeader_returns_false_when_the_header_itself_is_incomplete(string hex)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.False(reader.TryReadMapHeader(out _));
                Assert.Equal(0, reader.Consumed);
            }
        }

        [Fact]
        public void Try_variants_leave_the_element_count_check_to_the_caller_for_incremental_reading()
        {
            // The elements may simply not have arrived yet, so the count is not compared with the input.
            var reader = new MessagePackReader(Hex.Parse("dd 00 01 00 00"));
            Assert.True(reader.TryReadArrayHeader(out int count));
            Assert.Equal(65536, count);

            // But a count no .NET collection can hold is still rejected.
            var ex = Assert.Throws<OverflowException>(() => new MessagePackReader(Hex.Parse("df 80 00 00 00")).TryReadMapHeader(out _));
            Assert.Equal("The map32 header at byte offset 0 declares 2147483648 entries, more than the 2147483647 .NET can hold.", ex.Message);
        }

        [Theory]
        [InlineData("a1 61", "0xa1 (fixstr)")]
        [InlineData("80", "0x80 (fixmap)")]
        [InlineData("c1", "0xc1 (never used (0xc1))")]
        public void Array_header_reads_reject_other_types(string hex, string codeText)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).ReadArrayHeader());
            Assert.StartsWith($"Unexpected msgpack code {codeText} at byte offset 0 while reading an array header.", ex.Message, StringComparison.Ordinal);
            Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).TryReadArrayHeader(out _));
        }

        [Theory]
        [InlineData("90", "0x90 (fixarray)")]
        [InlineData("dc 00 00", "0xdc (array16)")]
        public void Map_header_reads_reject_other_types(string hex, string codeText)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).ReadMapHeader());
            Assert.Equal($"Unexpected msgpack code {codeText} at byte offset 0 while reading a map header.", ex.Message);
            Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).TryReadMapHeader(out _));
        }
    }
}
