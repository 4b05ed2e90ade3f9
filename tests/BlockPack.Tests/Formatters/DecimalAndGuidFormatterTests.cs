using System;
using System.Globalization;
using System.Text;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class DecimalAndGuidFormatterTests
    {
        public static TheoryData<decimal> Decimals => new TheoryData<decimal>
        {
            0m,
            1.5m,
            1.50m,
            -1.5m,
            100m,
            decimal.MaxValue,
            decimal.MinValue,
            decimal.One,
            decimal.MinusOne,
            0.0000000000000000000000000001m,
            -0.0000000000000000000000000001m,
            7.9228162514264337593543950335m,
            -7.9228162514264337593543950335m,
            1.0000000000000000000000000000m,
            123456789.123456789m,
        };

        [Fact]
        public void Decimal_one_and_a_half_is_the_string_1_5()
        {
            Assert.Equal("A3312E35", Hex(Serialize(1.5m)));
            Assert.Equal(1.5m, Deserialize<decimal>(Bytes("A3312E35")));
        }

        [Theory]
        [MemberData(nameof(Decimals))]
        public void Decimal_is_its_invariant_text_and_keeps_its_scale(decimal value)
        {
            byte[] text = Encoding.ASCII.GetBytes(value.ToString(CultureInfo.InvariantCulture));
            byte[] expected = new byte[text.Length + 1];
            expected[0] = (byte)(0xA0 | text.Length);
            text.CopyTo(expected, 1);

            Assert.Equal(Hex(expected), Hex(Serialize(value)));
            decimal back = Deserialize<decimal>(expected);
            Assert.Equal(decimal.GetBits(value), decimal.GetBits(back));
            Assert.Equal(decimal.GetBits(value), decimal.GetBits(DeserializeSegmented<decimal>(expected, 2)));
        }

        [Fact]
        public void Decimal_nullable_form()
        {
            Assert.Equal("C0", Hex(Serialize<decimal?>(null)));
            Assert.Equal(-2.25m, RoundTrip<decimal?>(-2.25m));
        }

        [Theory]
        [InlineData("A0")] // empty
        [InlineData("A3616263")] // "abc"
        [InlineData("A4312E3578")] // "1.5x"
        [InlineData("A5312C303030")] // "1,000"
        [InlineData("A220 31")] // " 1"
        [InlineData("A531653430 30")] // "1e400": out of range
        [InlineData("C0")] // nil
        [InlineData("01")] // an integer is not the documented shape
        [InlineData("CB3FF8000000000000")] // nor is a float
        public void Decimal_rejects_bad_text_and_other_families(string hex)
        {
            MessagePackSerializationException error = AssertRejected<decimal>(hex);
            Assert.Contains("Decimal", error.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Decimal_rejects_text_longer_than_any_decimal_however_segmented()
        {
            string digits = "1" + new string('0', 199);
            byte[] bytes = Serialize(digits);
            Assert.Throws<MessagePackSerializationException>(() => Deserialize<decimal>(bytes));
            Assert.Throws<MessagePackSerializationException>(() => DeserializeSegmented<decimal>(bytes, 16));
        }

        [Fact]
        public void Guid_is_a_36_character_string_in_the_D_format()
        {
            var value = new Guid("00112233-4455-6677-8899-aabbccddeeff");
            string expected = "D924" + Hex(Encoding.ASCII.GetBytes("00112233-4455-6677-8899-aabbccddeeff"));
            Assert.Equal(expected, Hex(Serialize(value)));
            Assert.Equal(value, Deserialize<Guid>(Bytes(expected)));
            Assert.Equal(value, DeserializeSegmented<Guid>(Bytes(expected), 5));
        }

        [Fact]
        public void Guid_round_trips()
        {
            for (int i = 0; i < 20; i++)
            {
                Guid value = Guid.NewGuid();
                Assert.Equal(value, RoundTrip(value));
            }

            Assert.Equal(Guid.Empty, RoundTrip(Guid.Empty));
            Assert.Null(RoundTrip<Guid?>(null));
            Assert.Equal(Guid.Empty, RoundTrip<Guid?>(Guid.Empty));
        }

        [Theory]
        [InlineData("00112233445566778899aabbccddeeff")] // N format
        [InlineData("{00112233-4455-6677-8899-aabbccddeeff}")] // B format
        [InlineData("00112233-4455-6677-8899-aabbccddeef")] // 35 characters
        [InlineData("00112233-4455-6677-8899-aabbccddeefg")] // not hex
        [InlineData("")]
        public void Guid_rejects_other_text(string text)
        {
            byte[] bytes = Serialize(text);
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => Deserialize<Guid>(bytes));
            Assert.Contains("Guid", error.Message, StringComparison.Ordinal);
        }

        [Theory]
        [InlineData("C0")]
        [InlineData("C410 00112233445566778899AABBCCDDEEFF")]
        [InlineData("00")]
        public void Guid_rejects_nil_and_other_families(string hex)
        {
            AssertRejected<Guid>(hex);
        }
    }
}
