using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class CustomFormatterTests
    {
        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void A_resolvers_replacement_string_formatter_is_used_for_string_members(FormatterMode mode)
        {
            var custom = new MessagePackSerializerOptions(global::BlockPack.Resolvers.CompositeResolver.Create(
                new global::BlockPack.Formatters.IMessagePackFormatter[] { new CustomFormatterModels.CaseChangingStringFormatter() },
                new IFormatterResolver[] { Standard(mode).Resolver }));
            var value = new CustomFormatterModels.PlainStrings { First = "ab", Number = 1, Second = "Cd" };

            // Alternating between the plain and the replacing resolver: the answer for one must not leak into the other.
            for (int round = 0; round < 2; round++)
            {
                AssertBytes("93 a2 41 42 01 a2 43 44", value, custom);
                AssertBytes("93 a2 61 62 01 a2 43 64", value, Standard(mode));

                CustomFormatterModels.PlainStrings read = Read<CustomFormatterModels.PlainStrings>("93 a2 41 42 01 a2 43 64", custom);
                Assert.Equal(("ab", 1, "cd"), (read.First, read.Number, read.Second));
                read = Read<CustomFormatterModels.PlainStrings>("93 a2 41 42 01 a2 43 64", Standard(mode));
                Assert.Equal(("AB", 1, "Cd"), (read.First, read.Number, read.Second));
            }

            // Name-keyed: the key is the member's name, never passed through the string formatter; only the value is.
            AssertBytes("81 a4 54 65 78 74 a2 58 59", new CustomFormatterModels.NamedStrings { Text = "xy" }, custom);
            Assert.Equal("xy", Read<CustomFormatterModels.NamedStrings>("81 a4 54 65 78 74 a2 58 59", custom).Text);
        }

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
