using System;
using System.Buffers;
using System.Text;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>str headers at every boundary, exact UTF-8 payloads, and the old-spec header choice.</summary>
    public class StringTests
    {
        [Theory]
        [InlineData(0, "A0")]
        [InlineData(1, "A1")]
        [InlineData(31, "BF")]
        [InlineData(32, "D9 20")]
        [InlineData(255, "D9 FF")]
        [InlineData(256, "DA 01 00")]
        [InlineData(65535, "DA FF FF")]
        [InlineData(65536, "DB 00 01 00 00")]
        public void Ascii_string_header_at_each_boundary(int length, string header)
        {
            string value = Ascii(length);
            byte[] expected = Concat(Hex(header), Encoding.ASCII.GetBytes(value));

            Assert.Equal(expected, Of((ref MessagePackWriter w) => w.Write(value)));
            Assert.Equal(expected, Of((ref MessagePackWriter w) => w.Write(value.AsSpan())));
            Assert.Equal(expected, Of((ref MessagePackWriter w) => w.WriteString(Encoding.ASCII.GetBytes(value))));
        }

        [Theory]
        [InlineData(0, "A0")]
        [InlineData(31, "BF")]
        [InlineData(32, "D9 20")]
        [InlineData(255, "D9 FF")]
        [InlineData(256, "DA 01 00")]
        [InlineData(65535, "DA FF FF")]
        [InlineData(65536, "DB 00 01 00 00")]
        [InlineData(int.MaxValue, "DB 7F FF FF FF")]
        public void String_header_alone(int byteCount, string header)
        {
            Assert.Equal(Hex(header), Of((ref MessagePackWriter w) => w.WriteStringHeader(byteCount)));
        }

        [Theory]
        [InlineData(31, "BF")]
        [InlineData(32, "DA 00 20")]
        [InlineData(255, "DA 00 FF")]
        [InlineData(256, "DA 01 00")]
        [InlineData(65536, "DB 00 01 00 00")]
        public void Old_spec_skips_str8(int length, string header)
        {
            string value = Ascii(length);
            byte[] expected = Concat(Hex(header), Encoding.ASCII.GetBytes(value));

            Assert.Equal(expected, Of((ref MessagePackWriter w) => w.Write(value), oldSpec: true));
            Assert.Equal(Hex(header), Of((ref MessagePackWriter w) => w.WriteStringHeader(length), oldSpec: true));
        }

        [Fact]
        public void Multi_byte_characters_have_exact_utf8_bytes()
        {
            Assert.Equal(Hex("A2 C3 A9"), Of((ref MessagePackWriter w) => w.Write("\u00e9")));
            Assert.Equal(Hex("A3 E2 82 AC"), Of((ref MessagePackWriter w) => w.Write("\u20ac")));
            Assert.Equal(Hex("A4 F0 9F 98 80"), Of((ref MessagePackWriter w) => w.Write("\U0001F600")));
            Assert.Equal(
                Hex("AA 61 C3 A9 E2 82 AC F0 9F 98 80"),
                Of((ref MessagePackWriter w) => w.Write("a\u00e9\u20ac\U0001F600")));
        }

        [Fact]
        public void Unpaired_surrogates_become_replacement_characters()
        {
            // U+FFFD is EF BF BD; a lone high and a lone low surrogate each become one.
            Assert.Equal(Hex("A7 EF BF BD 41 EF BF BD"), Of((ref MessagePackWriter w) => w.Write("\ud83dA\ude00")));
        }

        [Fact]
        public void Header_widens_when_multi_byte_text_outgrows_the_guess_from_its_char_count()
        {
            // 11 euro signs: 11 chars would fit a fixstr, but 33 bytes need str8.
            string elevenEuros = new string('\u20ac', 11);
            Assert.Equal(Concat(Hex("D9 21"), Repeat(Hex("E2 82 AC"), 11)), Of((ref MessagePackWriter w) => w.Write(elevenEuros)));

            // 86 euro signs: 86 chars would fit str8, but 258 bytes need str16.
            string euros86 = new string('\u20ac', 86);
            Assert.Equal(Concat(Hex("DA 01 02"), Repeat(Hex("E2 82 AC"), 86)), Of((ref MessagePackWriter w) => w.Write(euros86)));

            // Same in old-spec mode: 11 chars guess fixstr, 33 bytes need str16.
            Assert.Equal(
                Concat(Hex("DA 00 21"), Repeat(Hex("E2 82 AC"), 11)),
                Of((ref MessagePackWriter w) => w.Write(elevenEuros), oldSpec: true));
        }

        [Theory]
        [InlineData(21843, "DA FF F9")] // the longest text encoded with a single request: 65,529 bytes
        [InlineData(21844, "DA FF FC")] // the shortest text encoded in chunks
        [InlineData(21846, "DB 00 01 00 02")] // 65,538 bytes: str32
        public void Three_byte_text_around_the_single_request_limit(int chars, string header)
        {
            string value = new string('\u20ac', chars);
            var buffer = new RecordingBufferWriter();
            Into(buffer, (ref MessagePackWriter w) => w.Write(value));

            Assert.Equal(Concat(Hex(header), Repeat(Hex("E2 82 AC"), chars)), buffer.WrittenBytes);
            Assert.True(buffer.LargestRequest <= 65536, $"largest request {buffer.LargestRequest}");
        }

        [Fact]
        public void Utf8_sequence_is_written_verbatim_behind_a_header()
        {
            byte[] first = Encoding.UTF8.GetBytes("hello, ");
            byte[] second = Encoding.UTF8.GetBytes("w\u00f6rld");
            ReadOnlySequence<byte> sequence = Sequences.Of(first, second);

            Assert.Equal(
                Concat(Hex("AD"), first, second),
                Of((ref MessagePackWriter w) => w.WriteString(sequence)));
        }

        [Fact]
        public void Negative_header_count_is_rejected()
        {
            Assert.Throws<ArgumentOutOfRangeException>(() => Of((ref MessagePackWriter w) => w.WriteStringHeader(-1)));
        }

        private static string Ascii(int length)
        {
            var chars = new char[length];
            for (int i = 0; i < length; i++)
            {
                chars[i] = (char)('a' + (i % 26));
            }

            return new string(chars);
        }

        private static byte[] Repeat(byte[] unit, int count)
        {
            var result = new byte[unit.Length * count];
            for (int i = 0; i < count; i++)
            {
                unit.CopyTo(result, i * unit.Length);
            }

            return result;
        }
    }
}
