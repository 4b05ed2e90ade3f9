using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class DataContractTests
    {
        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Data_member_order_gives_integer_keys(FormatterMode mode)
        {
            var value = new DataContractModels.Ordered { First = 1, Second = 2, NotSerialized = 3 };
            AssertBytes("92 01 02", value, Standard(mode));
            DataContractModels.Ordered back = RoundTrip(value, Standard(mode));
            Assert.Equal((1, 2, 0), (back.First, back.Second, back.NotSerialized));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Data_member_names_give_string_keys_and_ignore_data_member_wins(FormatterMode mode)
        {
            var value = new DataContractModels.Named { Number = 1, Plain = 2, Ignored = 3 };
            AssertBytes("82 a1 6e 01 a5 50 6c 61 69 6e 02", value, Standard(mode));
            DataContractModels.Named back = RoundTrip(value, Standard(mode));
            Assert.Equal((1, 2, 0), (back.Number, back.Plain, back.Ignored));
        }
    }
}
