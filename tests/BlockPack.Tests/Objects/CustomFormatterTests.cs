using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class CustomFormatterTests
    {
        [Fact]
        public void Type_level_formatter_attribute_is_used()
        {
            var value = new CustomFormatterModels.Celsius { Degrees = 21.5 };
            AssertBytes("cc d7", value, Standard(FormatterMode.Emitted));
            Assert.Equal(21.5, RoundTrip(value, Standard(FormatterMode.Emitted)).Degrees);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Member_formatter_attribute_with_arguments_is_used(FormatterMode mode)
        {
            var value = new CustomFormatterModels.WithMemberFormatter { Scaled = 3, Plain = 4, Temperature = new CustomFormatterModels.Celsius { Degrees = 20 } };
            AssertBytes("93 cd 01 2c 04 cc c8", value, Standard(mode));
            CustomFormatterModels.WithMemberFormatter back = RoundTrip(value, Standard(mode));
            Assert.Equal((3, 4, 20.0), (back.Scaled, back.Plain, back.Temperature.Degrees));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Callbacks_run_before_writing_and_after_reading(FormatterMode mode)
        {
            var value = new CustomFormatterModels.WithCallbacks { Value = 1 };
            AssertBytes("91 02", value, Standard(mode));
            Assert.Equal(1, value.BeforeCalls);
            CustomFormatterModels.WithCallbacks back = Read<CustomFormatterModels.WithCallbacks>("91 02", Standard(mode));
            Assert.True(back.AfterCalled);
            Assert.Equal(0, back.BeforeCalls);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Struct_callbacks_act_on_the_copy_being_written_and_the_value_returned(FormatterMode mode)
        {
            var value = new CustomFormatterModels.StructWithCallbacks { Value = 3 };
            AssertBytes("91 06", value, Standard(mode));
            Assert.Equal(3, value.Value);
            Assert.True(Read<CustomFormatterModels.StructWithCallbacks>("91 06", Standard(mode)).AfterCalled);
        }
    }
}
