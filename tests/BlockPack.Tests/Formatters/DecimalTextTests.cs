using System;
using System.Buffers.Text;
using System.Collections.Generic;
using System.Text;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// The decimal formatter's own text conversion for common values gives the bytes and values of the runtime's
    /// Utf8Formatter and Utf8Parser (the general path, and the reference here) on many values of every scale.
    /// </summary>
    public class DecimalTextTests
    {
        public static IEnumerable<object[]> Values()
        {
            var random = new Random(20261126);
            var values = new List<decimal>
            {
                1m, -1m, 0.5m, -0.5m, 1.50m, 100m, 1.000m, 0.0000000000000000000000000001m, -0.0000000000000000000000000001m,
                ulong.MaxValue, -(decimal)ulong.MaxValue, (decimal)ulong.MaxValue + 1, decimal.MaxValue, decimal.MinValue,
                0m, -0m, 0.00m, 12345678901234567890m, 1234567890123456789.0m, 0.1234567890123456789m, 79228162514264337593543950335m,
            };
            for (int i = 0; i < 300; i++)
            {
                ulong coefficient = (ulong)random.NextInt64() >> random.Next(0, 63);
                var value = new decimal((int)coefficient, (int)(coefficient >> 32), i % 7 == 0 ? random.Next() : 0, random.Next(2) == 0, (byte)random.Next(0, 29));
                values.Add(value);
            }

            // Each row is the decimal's four bits, not the decimal: xunit names a decimal row by its text, in which a
            // negative zero and a zero of the same scale look alike, and rows with one name are skipped as duplicates.
            // A value drawn twice (equal bits) is one row.
            var seen = new HashSet<(int, int, int, int)>();
            foreach (decimal value in values)
            {
                int[] bits = decimal.GetBits(value);
                if (seen.Add((bits[0], bits[1], bits[2], bits[3])))
                {
                    yield return new object[] { bits[0], bits[1], bits[2], bits[3] };
                }
            }
        }

        [Theory]
        [MemberData(nameof(Values))]
        public void Decimals_are_written_as_the_runtime_formats_them_and_read_back_exactly(int lo, int mid, int hi, int flags)
        {
            decimal value = new decimal(new[] { lo, mid, hi, flags });
            var reference = new byte[64];
            Assert.True(Utf8Formatter.TryFormat(value, reference, out int length));
            byte[] expected = FixStr(reference.AsSpan(0, length).ToArray());

            byte[] written = MessagePackSerializer.Serialize(value);
            Assert.Equal(expected, written);

            decimal back = MessagePackSerializer.Deserialize<decimal>(written);
            int[] expectedBits = decimal.GetBits(value);
            if (value == 0m && Array.IndexOf(written, (byte)'-') < 0)
            {
                // A negative zero is written as the runtime formats it, and the runtime drops its sign on some platforms
                // (seen on linux-arm64, not on linux-x64): with no sign in the text, the scale is what must come back.
                expectedBits[3] &= int.MaxValue;
            }

            Assert.Equal(expectedBits, decimal.GetBits(back));
        }

        [Theory]
        [InlineData("007.50")]
        [InlineData("-0012")]
        [InlineData("1.0000000000000000000")]
        [InlineData("9999999999999999999")]
        [InlineData("99999999999999999999")]
        [InlineData("-0.000")]
        [InlineData("0")]
        [InlineData("1e3")]
        [InlineData("+5")]
        [InlineData(".5")]
        public void Text_in_any_accepted_form_reads_as_the_runtime_parses_it(string text)
        {
            byte[] utf8 = Encoding.UTF8.GetBytes(text);
            Assert.True(Utf8Parser.TryParse(utf8, out decimal expected, out int used) && used == utf8.Length);
            byte[] payload = FixStr(utf8);

            decimal read = MessagePackSerializer.Deserialize<decimal>(payload);
            Assert.Equal(decimal.GetBits(expected), decimal.GetBits(read));
        }

        [Theory]
        [InlineData("5.")]
        [InlineData("1.2.3")]
        [InlineData("-")]
        [InlineData("")]
        [InlineData("1-2")]
        public void Text_that_is_not_a_decimal_is_rejected(string text)
        {
            byte[] utf8 = Encoding.UTF8.GetBytes(text);
            bool runtimeAccepts = Utf8Parser.TryParse(utf8, out decimal expected, out int used) && used == utf8.Length;
            byte[] payload = FixStr(utf8);

            // Whatever the runtime's parser decides for these, BlockPack decides the same.
            if (runtimeAccepts)
            {
                Assert.Equal(decimal.GetBits(expected), decimal.GetBits(MessagePackSerializer.Deserialize<decimal>(payload)));
            }
            else
            {
                Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<decimal>(payload));
            }
        }

#if !LIBRARY_NETSTANDARD
        [Fact]
        public void This_runtime_composes_parsed_decimals_as_two_words()
        {
            // The values above are read through the word-composed path only when the layout check passes here; were it
            // off, they would test the constructor's path alone.
            Assert.True(BlockPack.Formatters.Standard.DecimalText.ComposesAsWords);
        }

#endif
        /// <summary>A fixstr: the header of <paramref name="utf8"/>'s length (at most 31), then the bytes.</summary>
        private static byte[] FixStr(byte[] utf8)
        {
            byte[] encoded = new byte[utf8.Length + 1];
            encoded[0] = (byte)(0xa0 | utf8.Length);
            utf8.CopyTo(encoded, 1);
            return encoded;
        }
    }
}
