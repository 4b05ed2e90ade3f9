using System;
using System.Collections.Generic;
using System.Text;

namespace BlockPack.Tests.Writer
{
    /// <summary>
    /// Short strings, which the writer and reader take through ASCII shortcuts: every length around the fixstr limit,
    /// with and without a non-ASCII char at each end, gives the spec's bytes (UTF-8 from the runtime's encoder behind
    /// the shortest header) and reads back.
    /// </summary>
    public class ShortTextTests
    {
        public static IEnumerable<object[]> Texts()
        {
            foreach (int length in new[] { 0, 1, 2, 15, 16, 17, 30, 31, 32, 33, 64 })
            {
                string ascii = new string('a', length);
                yield return new object[] { ascii };
                if (length > 0)
                {
                    yield return new object[] { "é" + ascii.Substring(1) };
                    yield return new object[] { ascii.Substring(1) + "\u007f" };
                    yield return new object[] { ascii.Substring(1) + "\u0080" };
                    yield return new object[] { ascii.Substring(1) + "😀" };
                    yield return new object[] { ascii.Substring(1) + "\ud800" }; // an unpaired surrogate becomes U+FFFD
                }
            }
        }

        [Theory]
        [MemberData(nameof(Texts))]
        public void Short_text_is_its_UTF8_behind_the_shortest_header_and_reads_back(string text)
        {
            byte[] utf8 = Encoding.UTF8.GetBytes(text);
            var expected = new List<byte>();
            if (utf8.Length <= 31)
            {
                expected.Add((byte)(0xa0 | utf8.Length));
            }
            else
            {
                expected.Add(0xd9);
                expected.Add((byte)utf8.Length);
            }

            expected.AddRange(utf8);
            byte[] written = MessagePackSerializer.Serialize(text);
            Assert.Equal(expected.ToArray(), written);
            Assert.Equal(Encoding.UTF8.GetString(utf8), MessagePackSerializer.Deserialize<string>(written));
        }

        public static IEnumerable<object[]> Lengths() => ShortTexts.Lengths(70);

        /// <summary>
        /// Every length up to 70 chars, with no two neighbouring chars alike (a char narrowed into the wrong place shows),
        /// then with a non-ASCII char in each position (the overlapping loads must each notice it), in both specs
        /// (the old one has no str8, so 32-255 bytes take a str16 header).
        /// </summary>
        [Theory]
        [MemberData(nameof(Lengths))]
        public void Text_of_every_length_is_its_UTF8_in_place_with_a_non_ASCII_char_anywhere(int length)
        {
            var text = new StringBuilder(ShortTexts.Distinct(length));
            AssertWritten(text.ToString());
            for (int position = 0; position < length; position++)
            {
                char original = text[position];
                text[position] = '\u00e9';
                AssertWritten(text.ToString());
                text[position] = '\u0100'; // high byte set, low byte ASCII-looking
                AssertWritten(text.ToString());
                text[position] = original;
            }

            static void AssertWritten(string text)
            {
                byte[] utf8 = Encoding.UTF8.GetBytes(text);
                foreach (bool oldSpec in new[] { false, true })
                {
                    var expected = new List<byte>();
                    if (utf8.Length <= 31)
                    {
                        expected.Add((byte)(0xa0 | utf8.Length));
                    }
                    else if (!oldSpec)
                    {
                        expected.Add(0xd9);
                        expected.Add((byte)utf8.Length);
                    }
                    else
                    {
                        expected.Add(0xda);
                        expected.Add(0);
                        expected.Add((byte)utf8.Length);
                    }

                    expected.AddRange(utf8);
                    Assert.Equal(expected.ToArray(), WriterOutput.Of((ref MessagePackWriter w) => w.Write(text), oldSpec));
                }
            }
        }

        [Theory]
        [InlineData("a1 80")]
        [InlineData("a3 61 62 ff")]
        [InlineData("a2 c3 28")]
        public void Invalid_UTF8_in_short_text_is_still_rejected(string hex)
        {
            byte[] payload = Convert.FromHexString(hex.Replace(" ", string.Empty, StringComparison.Ordinal));
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<string>(payload));
        }
    }
}
