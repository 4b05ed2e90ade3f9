using System;
using System.Collections.Generic;
using System.Text;

namespace BlockPack.Tests.Reader
{
    /// <summary>
    /// Strings of up to 40 bytes, every length: the reader widens short ASCII with two overlapping loads (4, 8 or 16
    /// bytes wide, by length) and must put every char in its place, notice a non-ASCII byte in any position, and leave
    /// the other strings to the validating decoder. Expected values come from <see cref="Encoding.UTF8"/>.
    /// </summary>
    public class ShortStringReaderTests
    {
        public static IEnumerable<object[]> Lengths() => ShortTexts.Lengths(40);

        [Theory]
        [MemberData(nameof(Lengths))]
        public void Ascii_of_every_length_reads_back_char_for_char(int length)
        {
            AssertReadsBack(ShortTexts.Distinct(length));
        }

        [Theory]
        [MemberData(nameof(Lengths))]
        public void A_non_ASCII_char_in_any_position_is_decoded(int length)
        {
            for (int position = 0; position < length; position++)
            {
                var text = new StringBuilder(new string('k', length));
                text[position] = '\u00e9'; // two UTF-8 bytes, the first with the high bit set
                AssertReadsBack(text.ToString());

                text[position] = '\u007f'; // the highest ASCII char stays on the fast path
                AssertReadsBack(text.ToString());
            }
        }

        [Theory]
        [MemberData(nameof(Lengths))]
        public void An_invalid_byte_in_any_position_is_rejected(int length)
        {
            for (int position = 0; position < length; position++)
            {
                byte[] utf8 = Encoding.ASCII.GetBytes(new string('q', length));
                utf8[position] = 0xff; // never valid in UTF-8
                byte[] encoded = Encode(utf8, trailer: 0);
                var ex = Assert.Throws<MessagePackSerializationException>(() =>
                {
                    var reader = new MessagePackReader(encoded);
                    reader.ReadString();
                });
                Assert.StartsWith("The string at byte offset 0 is not valid UTF-8", ex.Message, StringComparison.Ordinal);
            }
        }

        private static void AssertReadsBack(string expected)
        {
            byte[] utf8 = Encoding.UTF8.GetBytes(expected);

            // With nothing after the string and with more bytes after it than any load is wide: the loads must stay
            // inside the string either way.
            foreach (int trailer in new[] { 0, 20 })
            {
                byte[] encoded = Encode(utf8, trailer);
                var reader = new MessagePackReader(encoded);
                Assert.Equal(expected, reader.ReadString());
                Assert.Equal(encoded.Length - trailer, reader.Consumed);
            }
        }

        /// <summary>A str8 header (a fixstr for up to 31 bytes), the bytes, then <paramref name="trailer"/> nils.</summary>
        private static byte[] Encode(byte[] utf8, int trailer)
        {
            var encoded = new List<byte>();
            if (utf8.Length <= 31)
            {
                encoded.Add((byte)(0xa0 | utf8.Length));
            }
            else
            {
                encoded.Add(0xd9);
                encoded.Add((byte)utf8.Length);
            }

            encoded.AddRange(utf8);
            for (int i = 0; i < trailer; i++)
            {
                encoded.Add(0xc0);
            }

            return encoded.ToArray();
        }
    }
}
