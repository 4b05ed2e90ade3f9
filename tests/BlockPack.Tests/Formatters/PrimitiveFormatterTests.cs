using System;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class PrimitiveFormatterTests
    {
        [Theory]
        [InlineData(0, "00")]
        [InlineData(127, "7F")]
        [InlineData(128, "CC80")]
        [InlineData(255, "CCFF")]
        [InlineData(256, "CD0100")]
        [InlineData(65535, "CDFFFF")]
        [InlineData(65536, "CE00010000")]
        [InlineData(int.MaxValue, "CE7FFFFFFF")]
        [InlineData(-1, "FF")]
        [InlineData(-32, "E0")]
        [InlineData(-33, "D0DF")]
        [InlineData(-128, "D080")]
        [InlineData(-129, "D1FF7F")]
        [InlineData(-32768, "D18000")]
        [InlineData(-32769, "D2FFFF7FFF")]
        [InlineData(int.MinValue, "D280000000")]
        public void Int32_uses_the_smallest_encoding(int value, string hex)
        {
            Assert.Equal(hex, Hex(Serialize(value)));
            Assert.Equal(value, Deserialize<int>(Bytes(hex)));
        }

        [Theory]
        [InlineData(2147483648L, "CE80000000")]
        [InlineData(4294967295L, "CEFFFFFFFF")]
        [InlineData(4294967296L, "CF0000000100000000")]
        [InlineData(long.MaxValue, "CF7FFFFFFFFFFFFFFF")]
        [InlineData(-2147483649L, "D3FFFFFFFF7FFFFFFF")]
        [InlineData(long.MinValue, "D38000000000000000")]
        public void Int64_beyond_32_bits(long value, string hex)
        {
            Assert.Equal(hex, Hex(Serialize(value)));
            Assert.Equal(value, Deserialize<long>(Bytes(hex)));
        }

        [Fact]
        public void Every_integer_type_round_trips_its_limits()
        {
            Assert.Equal(byte.MaxValue, RoundTrip(byte.MaxValue));
            Assert.Equal(byte.MinValue, RoundTrip(byte.MinValue));
            Assert.Equal(sbyte.MaxValue, RoundTrip(sbyte.MaxValue));
            Assert.Equal(sbyte.MinValue, RoundTrip(sbyte.MinValue));
            Assert.Equal(short.MaxValue, RoundTrip(short.MaxValue));
            Assert.Equal(short.MinValue, RoundTrip(short.MinValue));
            Assert.Equal(ushort.MaxValue, RoundTrip(ushort.MaxValue));
            Assert.Equal(ushort.MinValue, RoundTrip(ushort.MinValue));
            Assert.Equal(uint.MaxValue, RoundTrip(uint.MaxValue));
            Assert.Equal(uint.MinValue, RoundTrip(uint.MinValue));
            Assert.Equal(ulong.MaxValue, RoundTrip(ulong.MaxValue));
            Assert.Equal(ulong.MinValue, RoundTrip(ulong.MinValue));
            Assert.Equal("CFFFFFFFFFFFFFFFFF", Hex(Serialize(ulong.MaxValue)));
            Assert.Equal("CCFF", Hex(Serialize(byte.MaxValue)));
            Assert.Equal("D080", Hex(Serialize(sbyte.MinValue)));
        }

        [Fact]
        public void Booleans_are_c2_and_c3()
        {
            Assert.Equal("C2", Hex(Serialize(false)));
            Assert.Equal("C3", Hex(Serialize(true)));
            Assert.True(Deserialize<bool>(Bytes("C3")));
            Assert.False(Deserialize<bool>(Bytes("C2")));
        }

        [Theory]
        [InlineData('A', "41")]
        [InlineData('\u007F', "7F")]
        [InlineData('\u00E9', "CCE9")]
        [InlineData('\u20AC', "CD20AC")]
        [InlineData('\uFFFF', "CDFFFF")]
        [InlineData('\0', "00")]
        public void Char_is_its_code_unit_as_an_unsigned_integer(char value, string hex)
        {
            Assert.Equal(hex, Hex(Serialize(value)));
            Assert.Equal(value, Deserialize<char>(Bytes(hex)));
        }

        [Fact]
        public void Float32_keeps_every_bit()
        {
            Assert.Equal("CA3FC00000", Hex(Serialize(1.5f)));
            Assert.Equal("CA80000000", Hex(Serialize(-0.0f)));
            Assert.Equal("CA00000000", Hex(Serialize(0.0f)));
            foreach (float value in new[] { 0.0f, -0.0f, float.NaN, float.PositiveInfinity, float.NegativeInfinity, float.Epsilon, float.MaxValue, float.MinValue, 3.14159f })
            {
                Assert.Equal(BitConverter.SingleToInt32Bits(value), BitConverter.SingleToInt32Bits(RoundTrip(value)));
            }
        }

        [Fact]
        public void Float64_keeps_every_bit()
        {
            Assert.Equal("CB3FF8000000000000", Hex(Serialize(1.5)));
            Assert.Equal("CB8000000000000000", Hex(Serialize(-0.0)));
            foreach (double value in new[] { 0.0, -0.0, double.NaN, double.PositiveInfinity, double.NegativeInfinity, double.Epsilon, double.MaxValue, double.MinValue, Math.PI })
            {
                Assert.Equal(BitConverter.DoubleToInt64Bits(value), BitConverter.DoubleToInt64Bits(RoundTrip(value)));
            }
        }

        [Fact]
        public void Nullable_primitives_are_nil_or_the_value()
        {
            Assert.Equal("C0", Hex(Serialize<int?>(null)));
            Assert.Equal("CD0100", Hex(Serialize<int?>(256)));
            Assert.Null(Deserialize<int?>(Bytes("C0")));
            Assert.Equal(256, Deserialize<int?>(Bytes("CD0100")));
            Assert.Null(RoundTrip<bool?>(null));
            Assert.True(RoundTrip<bool?>(true));
            Assert.Null(RoundTrip<byte?>(null));
            Assert.Equal((sbyte)-5, RoundTrip<sbyte?>(-5));
            Assert.Equal((short)-300, RoundTrip<short?>(-300));
            Assert.Equal((ushort)60000, RoundTrip<ushort?>(60000));
            Assert.Equal(uint.MaxValue, RoundTrip<uint?>(uint.MaxValue));
            Assert.Equal(long.MinValue, RoundTrip<long?>(long.MinValue));
            Assert.Equal(ulong.MaxValue, RoundTrip<ulong?>(ulong.MaxValue));
            Assert.Equal(2.5f, RoundTrip<float?>(2.5f));
            Assert.Equal(-2.5, RoundTrip<double?>(-2.5));
            Assert.Equal('x', RoundTrip<char?>('x'));
            Assert.Null(RoundTrip<char?>(null));
        }

        [Theory]
        [InlineData("A0")] // str
        [InlineData("C0")] // nil
        [InlineData("90")] // array
        [InlineData("CA3FC00000")] // float32
        [InlineData("C1")] // never used
        public void Int32_rejects_other_families(string hex)
        {
            AssertRejected<int>(hex);
        }

        [Theory]
        [InlineData("00")]
        [InlineData("A0")]
        [InlineData("C0")]
        public void Boolean_rejects_other_families(string hex)
        {
            AssertRejected<bool>(hex);
        }

        [Fact]
        public void Integers_out_of_range_for_the_target_are_rejected()
        {
            AssertRejected<byte>("CD0100");
            AssertRejected<sbyte>("CC80");
            AssertRejected<int>("CE80000000");
            AssertRejected<uint>("FF");
            AssertRejected<long>("CF8000000000000000");
            AssertRejected<char>("FF");
        }

        [Fact]
        public void Truncated_input_is_rejected()
        {
            AssertRejected<int>("CD01");
            AssertRejected<double>("CB3FF8");
            AssertRejected<long>(string.Empty);
        }
    }
}
