using System;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class MultiDimensionalArrayFormatterTests
    {
        [Fact]
        public void Two_dimensional_array_is_lengths_then_row_major_elements()
        {
            int[,] value = { { 1, 2, 3 }, { 4, 5, 6 } };
            Assert.Equal("93 02 03 96010203040506".Replace(" ", string.Empty, StringComparison.Ordinal), Hex(Serialize(value)));
            Assert.Equal(value, Deserialize<int[,]>(Bytes("93 02 03 96010203040506")));
        }

        [Fact]
        public void Three_and_four_dimensional_arrays_round_trip()
        {
            var three = new int[2, 3, 4];
            var four = new string?[2, 1, 3, 2];
            int n = 0;
            for (int i = 0; i < 2; i++)
            {
                for (int j = 0; j < 3; j++)
                {
                    for (int k = 0; k < 4; k++)
                    {
                        three[i, j, k] = n++;
                    }
                }
            }

            for (int i = 0; i < 2; i++)
            {
                for (int k = 0; k < 3; k++)
                {
                    four[i, 0, k, 1] = $"{i}{k}";
                }
            }

            byte[] threeBytes = Serialize(three);
            Assert.Equal("94020304DC0018000102", Hex(threeBytes.AsSpan(0, 10).ToArray()));
            Assert.Equal(three, Deserialize<int[,,]>(threeBytes));
            Assert.Equal(four, RoundTrip(four));
            Assert.Equal("95 02 01 03 02 9C".Replace(" ", string.Empty, StringComparison.Ordinal), Hex(Serialize(four).AsSpan(0, 6).ToArray()));
        }

        [Fact]
        public void Empty_dimensions_keep_their_shape()
        {
            int[,] empty = new int[0, 5];
            Assert.Equal("93000590", Hex(Serialize(empty)));
            int[,] back = Deserialize<int[,]>(Bytes("93000590"))!;
            Assert.Equal(0, back.GetLength(0));
            Assert.Equal(5, back.GetLength(1));

            int[,,] threeEmpty = RoundTrip(new int[3, 0, 2])!;
            Assert.Equal(new[] { 3, 0, 2 }, new[] { threeEmpty.GetLength(0), threeEmpty.GetLength(1), threeEmpty.GetLength(2) });
            Assert.Equal(7, RoundTrip(new int[1, 1, 1, 1] { { { { 7 } } } })![0, 0, 0, 0]);
        }

        [Fact]
        public void Null_is_nil()
        {
            Assert.Equal("C0", Hex(Serialize<int[,]?>(null)));
            Assert.Null(Deserialize<int[,,]?>(Bytes("C0")));
            Assert.Null(Deserialize<int[,,,]?>(Bytes("C0")));
        }

        [Theory]
        [InlineData("92 02 94 01020304")] // the shape array is too short
        [InlineData("94 02 02 02 94 01020304")] // too long for two dimensions
        [InlineData("93 02 03 95 0102030405")] // 2 x 3 is not 5
        [InlineData("93 FF FF 91 01")] // negative lengths whose product is 1
        [InlineData("93 00 CE7FFFFFFF 90")] // no elements but an unallocatable length
        [InlineData("93 A0 01 91 01")] // a length that is not an integer
        [InlineData("93 01 01 01")] // elements not in an array
        [InlineData("810101")]
        public void Two_dimensional_array_rejects_bad_shapes(string hex)
        {
            AssertRejected<int[,]>(hex);
        }

        [Fact]
        public void Lengths_whose_product_overflows_to_the_element_count_are_rejected()
        {
            // 65536^4 = 2^64 wraps to 0 in 64-bit arithmetic; the array must not be allocated.
            AssertRejected<int[,,,]>("95 CE00010000 CE00010000 CE00010000 CE00010000 90");
            AssertRejected<int[,,]>("94 CE00010000 CE00010000 CE00010000 90");
        }
    }
}
