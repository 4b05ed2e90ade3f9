using System;
using System.IO;
using System.Buffers;
using System.Text;

namespace BlockPack.Tests.Reader
{
    public class StringReaderTests
    {
        [Theory]
        [InlineData("a0", "")]
        [InlineData("d9 00", "")]
        [InlineData("da 00 00", "")]
        [InlineData("db 00 00 00 00", "")]
        [InlineData("a5 68 65 6c 6c 6f", "hello")]
        [InlineData("d9 05 68 65 6c 6c 6f", "hello")]
        [InlineData("da 00 05 68 65 6c 6c 6f", "hello")]
        [InlineData("db 00 00 00 05 68 65 6c 6c 6f", "hello")]
        [InlineData("a2 c3 a9", "\u00e9")] // é, 2-byte UTF-8
        [InlineData("a3 e2 82 ac", "\u20ac")] // €, 3-byte UTF-8
        [InlineData("a4 f0 9f 98 80", "\U0001F600")] // 😀, 4-byte UTF-8 becomes a surrogate pair
        [InlineData("a3 ef bb bf", "\ufeff")] // a byte order mark is content, not stripped
        [InlineData("a1 00", "\0")]
        public void Strings_decode_in_every_form_and_layout(string hex, string expected)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex + " c3", layout));
                Assert.Equal(expected, reader.ReadString());
                Assert.True(reader.ReadBoolean());
                Assert.True(reader.End);
            }
        }

        [Fact]
        public void Nil_reads_as_a_null_string_and_null_sequence()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create("c0 c0 c0", layout));
                Assert.Null(reader.ReadString());
                Assert.Null(reader.ReadStringSequence());
                Assert.False(reader.TryReadStringSpan(out _));
                Assert.Equal(2, reader.Consumed); // TryReadStringSpan left the nil for the caller
            }
        }

        [Theory]
        [InlineData("a2 c3 28")] // a lead byte followed by a non-continuation byte
        [InlineData("a1 e2")] // a 3-byte sequence cut off by the end of the string
        [InlineData("a2 c0 80")] // overlong encoding of U+0000
        [InlineData("a3 ed a0 80")] // a UTF-16 surrogate (U+D800) encoded as UTF-8
        [InlineData("a1 ff")] // never valid in UTF-8
        [InlineData("a4 f4 90 80 80")] // above U+10FFFF
        public void Invalid_UTF8_is_rejected(string hex)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<MessagePackSerializationException>(() =>
                {
                    var reader = new MessagePackReader(TestSequences.Create("01 " + hex, layout));
                    reader.ReadInt32();
                    reader.ReadString();
                });
                Assert.StartsWith("The string at byte offset 1 is not valid UTF-8", ex.Message, StringComparison.Ordinal);
                Assert.IsType<DecoderFallbackException>(ex.InnerException);
            }
        }

        /// <summary>
        /// Long strings of mixed-width characters, split so that multi-byte characters straddle segment boundaries:
        /// the small one is gathered on the stack, the middle one in a pooled array, the large one streamed through a decoder.
        /// </summary>
        [Theory]
        [InlineData(20, 1)]
        [InlineData(20, 7)]
        [InlineData(1_000, 1)]
        [InlineData(1_000, 7)]
        [InlineData(20_000, 7)]
        [InlineData(20_000, 4096)]
        [InlineData(20_000, 1)]
        public void Long_strings_split_across_segments_decode_exactly(int repetitions, int segmentLength)
        {
            string expected = Repeat("a\u00e9\u20ac\U0001F600z", repetitions); // 1 + 2 + 3 + 4 + 1 = 11 bytes per repetition
            byte[] utf8 = Encoding.UTF8.GetBytes(expected);
            byte[] encoded = WithStr32Header(utf8);

            var reader = new MessagePackReader(TestSequences.Split(encoded, segmentLength, emptySegmentsBetween: false));
            Assert.Equal(expected, reader.ReadString());
            Assert.True(reader.End);

            var sequenceReader = new MessagePackReader(TestSequences.Split(encoded, segmentLength, emptySegmentsBetween: false));
            Assert.Equal(utf8, sequenceReader.ReadStringSequence()!.Value.ToArray());
        }

        [Theory]
        [InlineData(20, 0)]
        [InlineData(1_000, 0)]
        [InlineData(20_000, 0)]
        [InlineData(20_000, 1)]
        [InlineData(20_000, 2)]
        public void Invalid_UTF8_inside_long_segmented_strings_is_rejected(int repetitions, int where)
        {
            byte[] utf8 = Encoding.UTF8.GetBytes(Repeat("a\u00e9\u20ac\U0001F600z", repetitions));
            int index = where switch { 0 => utf8.Length / 2, 1 => utf8.Length - 1, _ => 0 };
            utf8[index] = 0xff;
            byte[] encoded = WithStr32Header(utf8);

            var ex = Assert.Throws<MessagePackSerializationException>(() =>
            {
                var reader = new MessagePackReader(TestSequences.Split(encoded, 7, emptySegmentsBetween: false));
                reader.ReadString();
            });
            Assert.StartsWith("The string at byte offset 0 is not valid UTF-8", ex.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void A_multibyte_character_cut_off_by_the_end_of_a_long_segmented_string_is_rejected()
        {
            byte[] utf8 = Encoding.UTF8.GetBytes(Repeat("abcdefghij", 10_000) + "\u20ac");
            byte[] encoded = WithStr32Header(utf8.AsSpan(0, utf8.Length - 1).ToArray());
            Assert.Throws<MessagePackSerializationException>(() =>
            {
                var reader = new MessagePackReader(TestSequences.Split(encoded, 5, emptySegmentsBetween: false));
                reader.ReadString();
            });
        }

        [Fact]
        public void TryReadStringSpan_succeeds_only_for_contiguous_bytes()
        {
            var contiguous = new MessagePackReader(Hex.Parse("a3 61 62 63 d9 02 64 65"));
            Assert.True(contiguous.TryReadStringSpan(out ReadOnlySpan<byte> first));
            Assert.Equal("abc", Encoding.UTF8.GetString(first));
            Assert.True(contiguous.TryReadStringSpan(out ReadOnlySpan<byte> second));
            Assert.Equal("de", Encoding.UTF8.GetString(second));
            Assert.True(contiguous.End);

            var split = new MessagePackReader(TestSequences.Create("a3 61 62 63 a1 7a", Layout.OneByteSegments));
            Assert.False(split.TryReadStringSpan(out _));
            Assert.Equal(0, split.Consumed);
            Assert.Equal("abc"u8.ToArray(), split.ReadStringSequence()!.Value.ToArray());

            // A one-byte string's data sits in one segment, so it is contiguous even though its header is not beside it.
            Assert.True(split.TryReadStringSpan(out ReadOnlySpan<byte> z));
            Assert.Equal("z", Encoding.UTF8.GetString(z));
            Assert.True(split.End);
        }

        [Fact]
        public void A_string_claiming_more_bytes_than_remain_is_rejected_before_reading()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() =>
                {
                    var reader = new MessagePackReader(TestSequences.Create("db ff ff ff ff 61 62 63", layout));
                    reader.ReadString();
                });
                Assert.Equal(
                    "Unexpected end of MessagePack data at byte offset 0 while reading String: the str32 header declares 4294967295 bytes but only 3 follow it.",
                    ex.Message);
                Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create("a4 61 62 63", layout)).ReadStringSequence());
                Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create("da 00", layout)).ReadString());
            }
        }

        [Theory]
        [InlineData("c4 01 00", "0xc4 (bin8)")]
        [InlineData("01", "0x01 (positive fixint)")]
        public void ReadString_rejects_other_types(string hex, string codeText)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).ReadString());
            Assert.Equal($"Unexpected msgpack code {codeText} at byte offset 0 while reading String.", ex.Message);
        }

        private static string Repeat(string unit, int count)
        {
            var builder = new StringBuilder(unit.Length * count);
            for (int i = 0; i < count; i++)
            {
                builder.Append(unit);
            }

            return builder.ToString();
        }

        private static byte[] WithStr32Header(byte[] utf8)
        {
            byte[] encoded = new byte[5 + utf8.Length];
            encoded[0] = 0xdb;
            System.Buffers.Binary.BinaryPrimitives.WriteInt32BigEndian(encoded.AsSpan(1), utf8.Length);
            utf8.CopyTo(encoded, 5);
            return encoded;
        }
    }
}
