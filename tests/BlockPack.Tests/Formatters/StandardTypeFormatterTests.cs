using System;
using System.Numerics;
using System.Text;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class StandardTypeFormatterTests
    {
        [Theory]
        [InlineData(1L, "01")]
        [InlineData(0L, "00")]
        [InlineData(-1L, "FF")]
        [InlineData(10_000_000L, "CE00989680")]
        [InlineData(long.MaxValue, "CF7FFFFFFFFFFFFFFF")]
        [InlineData(long.MinValue, "D38000000000000000")]
        public void Time_span_is_its_ticks(long ticks, string hex)
        {
            Assert.Equal(hex, Hex(Serialize(new TimeSpan(ticks))));
            Assert.Equal(new TimeSpan(ticks), Deserialize<TimeSpan>(Bytes(hex)));
        }

        [Fact]
        public void Time_span_limits_and_nullable_form()
        {
            Assert.Equal(TimeSpan.MaxValue, RoundTrip(TimeSpan.MaxValue));
            Assert.Equal(TimeSpan.MinValue, RoundTrip(TimeSpan.MinValue));
            Assert.Null(RoundTrip<TimeSpan?>(null));
            Assert.Equal(TimeSpan.FromDays(-3.5), RoundTrip<TimeSpan?>(TimeSpan.FromDays(-3.5)));
            AssertRejected<TimeSpan>("A0");
            AssertRejected<TimeSpan>("CF8000000000000000");
        }

        [Theory]
        [InlineData("https://example.com/a?b=c#d", true)]
        [InlineData("HTTP://Example.COM/a/../b", true)]
        [InlineData("file:///tmp/x.txt", true)]
        [InlineData("../relative/path?q=1", false)]
        [InlineData("relative", false)]
        [InlineData("", false)]
        public void Uri_is_its_original_string(string text, bool absolute)
        {
            var value = new Uri(text, UriKind.RelativeOrAbsolute);
            byte[] utf8 = Encoding.UTF8.GetBytes(text);
            byte[] bytes = Serialize(value);
            Assert.Equal((byte)(0xA0 | utf8.Length), bytes[0]);
            Assert.Equal(Hex(utf8), Hex(bytes.AsSpan(1).ToArray()));

            Uri back = Deserialize<Uri>(bytes)!;
            Assert.Equal(text, back.OriginalString);
            Assert.Equal(absolute, back.IsAbsoluteUri);
            Assert.Equal(value, back);
        }

        [Fact]
        public void Uri_null_and_bad_text()
        {
            Assert.Equal("C0", Hex(Serialize<Uri?>(null)));
            Assert.Null(Deserialize<Uri?>(Bytes("C0")));
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => Deserialize<Uri>(Serialize("http://[")));
            Assert.Contains("System.Uri", error.Message, StringComparison.Ordinal);
            AssertRejected<Uri>("01");
        }

        [Theory]
        [InlineData("1.2")]
        [InlineData("1.2.3")]
        [InlineData("1.2.3.4")]
        [InlineData("0.0")]
        [InlineData("2147483647.2147483647.2147483647.2147483647")]
        public void Version_is_its_text(string text)
        {
            var value = new Version(text);
            byte[] utf8 = Encoding.ASCII.GetBytes(text);
            byte[] bytes = Serialize(value);
            Assert.Equal(Hex(utf8), Hex(bytes.AsSpan(bytes.Length - utf8.Length).ToArray()));
            Version back = Deserialize<Version>(bytes)!;
            Assert.Equal(value, back);
            Assert.Equal(text, back.ToString());
        }

        [Theory]
        [InlineData("1")]
        [InlineData("a.b")]
        [InlineData("1.2.3.4.5")]
        [InlineData("1.-2")]
        [InlineData("1.99999999999")]
        public void Version_rejects_bad_text(string text)
        {
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => Deserialize<Version>(Serialize(text)));
            Assert.Contains("System.Version", error.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Version_null()
        {
            Assert.Equal("C0", Hex(Serialize<Version?>(null)));
            Assert.Null(Deserialize<Version?>(Bytes("C0")));
        }

        [Theory]
        [InlineData("0", "C40100")]
        [InlineData("1", "C40101")]
        [InlineData("-1", "C401FF")]
        [InlineData("127", "C4017F")]
        [InlineData("128", "C4028000")]
        [InlineData("-128", "C40180")]
        [InlineData("-129", "C4027FFF")]
        [InlineData("65536", "C403000001")]
        public void Big_integer_is_little_endian_twos_complement_bin(string number, string hex)
        {
            BigInteger value = BigInteger.Parse(number, System.Globalization.CultureInfo.InvariantCulture);
            Assert.Equal(hex, Hex(Serialize(value)));
            Assert.Equal(value, Deserialize<BigInteger>(Bytes(hex)));
        }

        [Fact]
        public void Big_integers_of_any_size_round_trip()
        {
            BigInteger[] values =
            {
                BigInteger.Pow(2, 100),
                -BigInteger.Pow(2, 100),
                BigInteger.Pow(3, 2000),
                -BigInteger.Pow(7, 1500) + 1,
                new BigInteger(ulong.MaxValue),
                new BigInteger(long.MinValue),
            };
            foreach (BigInteger value in values)
            {
                byte[] bytes = Serialize(value);
                Assert.Equal(value, Deserialize<BigInteger>(bytes));
                Assert.Equal(value, DeserializeSegmented<BigInteger>(bytes, 64));
            }

            Assert.Equal(BigInteger.Zero, Deserialize<BigInteger>(Bytes("C400")));
            Assert.Null(RoundTrip<BigInteger?>(null));
            Assert.Equal(BigInteger.MinusOne, RoundTrip<BigInteger?>(BigInteger.MinusOne));
        }

        [Theory]
        [InlineData("C0")]
        [InlineData("01")]
        public void Big_integer_rejects_nil_and_other_families(string hex)
        {
            AssertRejected<BigInteger>(hex);
        }
    }
}
