using System;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class TupleFormatterTests
    {
        [Fact]
        public void Tuples_of_one_to_seven_items_are_arrays_of_their_items()
        {
            Assert.Equal("9101", Hex(Serialize(Tuple.Create(1))));
            Assert.Equal("920102", Hex(Serialize(Tuple.Create(1, 2))));
            Assert.Equal("93010203", Hex(Serialize(Tuple.Create(1, 2, 3))));
            Assert.Equal("9401020304", Hex(Serialize(Tuple.Create(1, 2, 3, 4))));
            Assert.Equal("950102030405", Hex(Serialize(Tuple.Create(1, 2, 3, 4, 5))));
            Assert.Equal("96010203040506", Hex(Serialize(Tuple.Create(1, 2, 3, 4, 5, 6))));
            Assert.Equal("9701020304050607", Hex(Serialize(Tuple.Create(1, 2, 3, 4, 5, 6, 7))));

            Assert.Equal(Tuple.Create(1), RoundTrip(Tuple.Create(1)));
            Assert.Equal(Tuple.Create("a", 2), RoundTrip(Tuple.Create("a", 2)));
            Assert.Equal(Tuple.Create(1, "b", 3.5), RoundTrip(Tuple.Create(1, "b", 3.5)));
            Assert.Equal(Tuple.Create(1, 2, 3, (string?)null), RoundTrip(Tuple.Create(1, 2, 3, (string?)null)));
            Assert.Equal(Tuple.Create(1, 2, 3, 4, 5), RoundTrip(Tuple.Create(1, 2, 3, 4, 5)));
            Assert.Equal(Tuple.Create(1, 2, 3, 4, 5, 6), RoundTrip(Tuple.Create(1, 2, 3, 4, 5, 6)));
            Assert.Equal(Tuple.Create(1, 2, 3, 4, 5, 6, true), RoundTrip(Tuple.Create(1, 2, 3, 4, 5, 6, true)));
        }

        [Fact]
        public void Eight_item_tuple_nests_its_rest()
        {
            Tuple<int, int, int, int, int, int, int, Tuple<int>> eight = Tuple.Create(1, 2, 3, 4, 5, 6, 7, 8);
            Assert.Equal("98010203040506079108", Hex(Serialize(eight)));
            Assert.Equal(eight, RoundTrip(eight));
            AssertRejected<Tuple<int, int, int, int, int, int, int, Tuple<int>>>("9801020304050607C0");
        }

        [Fact]
        public void Value_tuples_of_one_to_eight_items()
        {
            Assert.Equal("9101", Hex(Serialize(ValueTuple.Create(1))));
            Assert.Equal("920102", Hex(Serialize((1, 2))));
            Assert.Equal(ValueTuple.Create("x"), RoundTrip(ValueTuple.Create("x")));
            Assert.Equal((1, "b"), RoundTrip((1, "b")));
            Assert.Equal((1, 2, 3), RoundTrip((1, 2, 3)));
            Assert.Equal((1, 2, 3, 4), RoundTrip((1, 2, 3, 4)));
            Assert.Equal((1, 2, 3, 4, 5), RoundTrip((1, 2, 3, 4, 5)));
            Assert.Equal((1, 2, 3, 4, 5, 6), RoundTrip((1, 2, 3, 4, 5, 6)));
            Assert.Equal((1, 2, 3, 4, 5, 6, 7), RoundTrip((1, 2, 3, 4, 5, 6, 7)));
            Assert.Equal((1, 2, 3, 4, 5, 6, 7, 8), RoundTrip((1, 2, 3, 4, 5, 6, 7, 8)));
        }

        [Fact]
        public void Long_value_tuples_nest_through_rest()
        {
            // (1..8) is ValueTuple<int x7, ValueTuple<int>>; (1..9) nests ValueTuple<int, int>.
            Assert.Equal("98010203040506079108", Hex(Serialize((1, 2, 3, 4, 5, 6, 7, 8))));
            Assert.Equal("9801020304050607920809", Hex(Serialize((1, 2, 3, 4, 5, 6, 7, 8, 9))));
            var sixteen = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
            Assert.Equal(sixteen, RoundTrip(sixteen));
        }

        [Fact]
        public void Null_tuple_is_nil_but_a_value_tuple_cannot_be_nil()
        {
            Assert.Equal("C0", Hex(Serialize<Tuple<int, int>?>(null)));
            Assert.Null(Deserialize<Tuple<int, int>?>(Bytes("C0")));
            AssertRejected<(int, int)>("C0");
            AssertRejected<ValueTuple<int>>("C0");
        }

        [Theory]
        [InlineData("9101")]
        [InlineData("93010203")]
        [InlineData("90")]
        [InlineData("810102")]
        [InlineData("01")]
        public void Wrong_lengths_and_families_are_rejected(string hex)
        {
            AssertRejected<Tuple<int, int>>(hex);
            AssertRejected<(int, int)>(hex);
        }
    }
}
