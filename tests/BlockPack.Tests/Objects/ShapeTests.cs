using System;
using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class ShapeTests
    {
        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Generic_types_are_closed_per_argument(FormatterMode mode)
        {
            AssertBytes("91 05", new ShapeModels.Box<int> { Value = 5 }, Standard(mode));
            var boxedPoint = new ShapeModels.Box<StringKeyModels.Point> { Value = new StringKeyModels.Point { X = 1, Y = 2 } };
            AssertBytes("91 82 a1 78 01 a1 79 02", boxedPoint, Standard(mode));
            Assert.Equal(2, RoundTrip(boxedPoint, Standard(mode)).Value.Y);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Nested_types_and_null_children(FormatterMode mode)
        {
            var value = new ShapeModels.Outer { Id = 1, Child = new ShapeModels.Outer.Inner { Depth = 2 } };
            AssertBytes("92 01 91 02", value, Standard(mode));
            Assert.Equal(2, RoundTrip(value, Standard(mode)).Child!.Depth);

            AssertBytes("92 01 c0", new ShapeModels.Outer { Id = 1 }, Standard(mode));
            Assert.Null(Read<ShapeModels.Outer>("92 01 c0", Standard(mode)).Child);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Base_members_come_first_and_overrides_appear_once(FormatterMode mode)
        {
            var value = new ShapeModels.DerivedType { A = 1, Overridable = 5, B = 2 };
            AssertBytes("93 01 05 02", value, Standard(mode));
            ShapeModels.DerivedType back = RoundTrip(value, Standard(mode));
            Assert.Equal((1, 5, 2), (back.A, back.Overridable, back.B));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Private_members_need_an_allow_private_resolver(FormatterMode mode)
        {
            var value = new ShapeModels.WithPrivateMembers(1, 2) { InternalProperty = 3 };
            AssertBytes("91 01", value, Standard(mode));
            AssertBytes("93 01 02 03", value, AllowPrivate(mode));
            ShapeModels.WithPrivateMembers back = RoundTrip(value, AllowPrivate(mode));
            Assert.Equal((1, 2, 3), (back.Visible, back.Hidden, back.InternalProperty));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Private_readonly_fields_are_set_with_allow_private(FormatterMode mode)
        {
            var value = new ShapeModels.PrivateReadonlyField(42, unused: false);
            AssertBytes("91 2a", value, AllowPrivate(mode));
            Assert.Equal(42, RoundTrip(value, AllowPrivate(mode)).Secret);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void A_type_can_opt_into_private_members_itself(FormatterMode mode)
        {
            var value = new ShapeModels.OptsIntoPrivate { Value = 7 };
            AssertBytes("91 07", value, Standard(mode));
            Assert.Equal(7, RoundTrip(value, Standard(mode)).Value);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Private_nested_types_are_reachable_with_AllowPrivate_and_refused_without(FormatterMode mode)
        {
            // As MessagePack-CSharp: the standard resolver refuses a non-public type, the AllowPrivate ones take it.
            var value = new HiddenModel { Value = 3 };
            AssertBytes("91 03", value, AllowPrivate(mode));
            Assert.Equal(3, RoundTrip(value, AllowPrivate(mode)).Value);

            var error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(value, Standard(mode)));
            Assert.Contains("only allows public types", error.Message, StringComparison.Ordinal);
        }

        [MessagePackObject]
        private sealed class HiddenModel
        {
            [Key(0)]
            public int Value { get; set; }
        }
    }
}
