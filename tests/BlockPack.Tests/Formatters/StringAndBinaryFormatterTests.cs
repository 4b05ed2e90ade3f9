using System;
using System.Linq;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class StringAndBinaryFormatterTests
    {
        [Theory]
        [InlineData("", "A0")]
        [InlineData("a", "A161")]
        [InlineData("\u00E9", "A2C3A9")]
        [InlineData("\u20AC", "A3E282AC")]
        [InlineData("\U0001F600", "A4F09F9880")]
        public void Short_strings_are_fixstr_of_utf8(string value, string hex)
        {
            Assert.Equal(hex, Hex(Serialize(value)));
            Assert.Equal(value, Deserialize<string>(Bytes(hex)));
        }

        [Theory]
        [InlineData(31, "BF")]
        [InlineData(32, "D920")]
        [InlineData(255, "D9FF")]
        [InlineData(256, "DA0100")]
        [InlineData(65535, "DAFFFF")]
        [InlineData(65536, "DB00010000")]
        public void String_headers_grow_with_the_utf8_length(int length, string header)
        {
            string value = new string('x', length);
            byte[] bytes = Serialize(value);
            Assert.Equal(header, Hex(bytes.AsSpan(0, header.Length / 2).ToArray()));
            Assert.Equal(header.Length / 2 + length, bytes.Length);
            Assert.Equal(value, Deserialize<string>(bytes));
        }

        [Fact]
        public void Multi_byte_text_counts_utf8_bytes_not_chars()
        {
            // 16 euro signs are 16 chars but 48 UTF-8 bytes: too long for a fixstr.
            string value = new string('\u20AC', 16);
            byte[] bytes = Serialize(value);
            Assert.Equal("D930", Hex(bytes.AsSpan(0, 2).ToArray()));
            Assert.Equal(value, Deserialize<string>(bytes));

            string mixed = "a\u00E9\u20AC\U0001F600z" + new string('\u00FC', 40000);
            Assert.Equal(mixed, RoundTrip(mixed));
            Assert.Equal(mixed, DeserializeSegmented<string>(Serialize(mixed), 7));
        }

        [Fact]
        public void Null_string_is_nil()
        {
            Assert.Equal("C0", Hex(Serialize<string?>(null)));
            Assert.Null(Deserialize<string?>(Bytes("C0")));
        }

        [Theory]
        [InlineData("00")]
        [InlineData("C403010203")]
        [InlineData("90")]
        public void String_rejects_other_families(string hex)
        {
            AssertRejected<string>(hex);
        }

        [Fact]
        public void Byte_arrays_are_bin()
        {
            Assert.Equal("C400", Hex(Serialize(Array.Empty<byte>())));
            Assert.Equal("C403010203", Hex(Serialize(new byte[] { 1, 2, 3 })));
            Assert.Equal(new byte[] { 1, 2, 3 }, Deserialize<byte[]>(Bytes("C403010203")));
            Assert.Empty(Deserialize<byte[]>(Bytes("C400"))!);
            Assert.Equal("C0", Hex(Serialize<byte[]?>(null)));
            Assert.Null(Deserialize<byte[]?>(Bytes("C0")));
        }

        [Theory]
        [InlineData(255, "C4FF")]
        [InlineData(256, "C50100")]
        [InlineData(65535, "C5FFFF")]
        [InlineData(65536, "C600010000")]
        public void Bin_headers_grow_with_the_length(int length, string header)
        {
            byte[] value = Enumerable.Range(0, length).Select(i => (byte)(i * 7)).ToArray();
            byte[] bytes = Serialize(value);
            Assert.Equal(header, Hex(bytes.AsSpan(0, header.Length / 2).ToArray()));
            Assert.Equal(value, Deserialize<byte[]>(bytes));
            Assert.Equal(value, DeserializeSegmented<byte[]>(bytes, 1000));
        }

        [Fact]
        public void Byte_arrays_are_also_read_from_integer_arrays_and_old_spec_strings()
        {
            Assert.Equal(new byte[] { 1, 255 }, Deserialize<byte[]>(Bytes("92 01 CCFF")));
            Assert.Empty(Deserialize<byte[]>(Bytes("90"))!);
            Assert.Equal(new byte[] { 0x61, 0x62 }, Deserialize<byte[]>(Bytes("A2 61 62")));
        }

        [Fact]
        public void Byte_arrays_reject_integers_that_do_not_fit_and_other_families()
        {
            AssertRejected<byte[]>("92 01 CD0100");
            AssertRejected<byte[]>("92 01 FF");
            AssertRejected<byte[]>("01");
            AssertRejected<byte[]>("80");
        }

        [Fact]
        public void Old_spec_writes_strings_without_str8_and_bytes_as_str()
        {
            MessagePackSerializerOptions oldSpec = Options.WithOldSpec();
            Assert.Equal("DA0020", Hex(Serialize(new string('x', 32), oldSpec).AsSpan(0, 3).ToArray()));
            Assert.Equal("A3010203", Hex(Serialize(new byte[] { 1, 2, 3 }, oldSpec)));
            Assert.Equal(new byte[] { 1, 2, 3 }, Deserialize<byte[]>(Serialize(new byte[] { 1, 2, 3 }, oldSpec)));
        }

        [Fact]
        public void Byte_segments_and_memory_are_bin()
        {
            byte[] backing = { 9, 1, 2, 3, 9 };
            Assert.Equal("C403010203", Hex(Serialize(new ArraySegment<byte>(backing, 1, 3))));
            Assert.Equal("C403010203", Hex(Serialize(new Memory<byte>(backing, 1, 3))));
            Assert.Equal("C403010203", Hex(Serialize(new ReadOnlyMemory<byte>(backing, 1, 3))));

            Assert.Equal(new byte[] { 1, 2, 3 }, Deserialize<ArraySegment<byte>>(Bytes("C403010203")).ToArray());
            Assert.Equal(new byte[] { 1, 2, 3 }, Deserialize<Memory<byte>>(Bytes("C403010203")).ToArray());
            Assert.Equal(new byte[] { 1, 2, 3 }, Deserialize<ReadOnlyMemory<byte>>(Bytes("C403010203")).ToArray());
        }

        [Fact]
        public void Default_segment_is_nil_and_nil_reads_as_default()
        {
            Assert.Equal("C0", Hex(Serialize(default(ArraySegment<byte>))));
            Assert.Null(Deserialize<ArraySegment<byte>>(Bytes("C0")).Array);
            Assert.Equal("C400", Hex(Serialize(default(Memory<byte>))));
            Assert.True(Deserialize<Memory<byte>>(Bytes("C0")).IsEmpty);
            Assert.True(Deserialize<ReadOnlyMemory<byte>>(Bytes("C0")).IsEmpty);
            Assert.Equal("C0", Hex(Serialize<ArraySegment<byte>?>(null)));
            Assert.Equal(new byte[] { 7 }, RoundTrip<ReadOnlyMemory<byte>?>(new byte[] { 7 })!.Value.ToArray());
        }

        [Fact]
        public void Read_bytes_do_not_alias_the_input()
        {
            byte[] input = Bytes("C403010203");
            ReadOnlyMemory<byte> read = Deserialize<ReadOnlyMemory<byte>>(input);
            input[2] = 0xEE;
            Assert.Equal(new byte[] { 1, 2, 3 }, read.ToArray());
        }
    }
}
