using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class ConstructorTests
    {
        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Get_only_members_are_set_through_the_constructor_matched_by_name(FormatterMode mode)
        {
            AssertBytes("92 03 04", new ConstructorModels.Immutable(3, 4), Standard(mode));
            ConstructorModels.Immutable back = Read<ConstructorModels.Immutable>("92 03 04", Standard(mode));
            Assert.Equal((3, 4), (back.X, back.Y));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Int_key_constructor_parameters_match_by_position_when_names_differ(FormatterMode mode)
        {
            ConstructorModels.MatchedByPosition back = Read<ConstructorModels.MatchedByPosition>("92 05 06", Standard(mode));
            Assert.Equal((5, 6), (back.X, back.Y));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void String_key_constructor_parameters_match_member_names_ignoring_case(FormatterMode mode)
        {
            var value = new ConstructorModels.MatchedByNameCaseInsensitive(2, 3);
            AssertBytes("82 a1 77 03 a1 68 02", value, Standard(mode));
            ConstructorModels.MatchedByNameCaseInsensitive back = Read<ConstructorModels.MatchedByNameCaseInsensitive>("82 a1 68 02 a1 77 03", Standard(mode));
            Assert.Equal((3, 2), (back.Width, back.Height));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Serialization_constructor_attribute_wins_and_other_members_use_setters(FormatterMode mode)
        {
            ConstructorModels.Marked back = Read<ConstructorModels.Marked>("92 05 06", Standard(mode));
            Assert.Equal((5, 6, "marked"), (back.A, back.B, back.UsedConstructor));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Positional_records_round_trip(FormatterMode mode)
        {
            var value = new ConstructorModels.PointRecord(1, 2);
            AssertBytes("92 01 02", value, Standard(mode));
            Assert.Equal(value, RoundTrip(value, Standard(mode)));

            var named = new ConstructorModels.NamedRecord(1, 2);
            AssertBytes("82 a2 49 64 01 a5 43 6f 75 6e 74 02", named, Standard(mode));
            Assert.Equal(named, RoundTrip(named, Standard(mode)));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Init_only_properties_are_set_and_missing_ones_keep_their_initializer(FormatterMode mode)
        {
            ConstructorModels.InitOnly back = Read<ConstructorModels.InitOnly>("91 01", Standard(mode));
            Assert.Equal((1, 11), (back.A, back.B));
            ConstructorModels.InitOnly full = RoundTrip(new ConstructorModels.InitOnly { A = 4, B = 5 }, Standard(mode));
            Assert.Equal((4, 5), (full.A, full.B));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Structs_round_trip_with_fields_setters_and_constructors(FormatterMode mode)
        {
            var mutable = new ConstructorModels.MutableStruct { X = 1, Y = 2 };
            AssertBytes("92 01 02", mutable, Standard(mode));
            ConstructorModels.MutableStruct mutableBack = RoundTrip(mutable, Standard(mode));
            Assert.Equal((1, 2), (mutableBack.X, mutableBack.Y));

            var readOnly = new ConstructorModels.ReadOnlyStruct(3, 4);
            AssertBytes("92 03 04", readOnly, Standard(mode));
            ConstructorModels.ReadOnlyStruct readOnlyBack = RoundTrip(readOnly, Standard(mode));
            Assert.Equal((3, 4), (readOnlyBack.X, readOnlyBack.Y));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Missing_constructor_arguments_take_the_types_default_not_the_declared_one(FormatterMode mode)
        {
            // As in MessagePack-CSharp: `int b = 9` is not consulted, data without key 1 passes 0.
            ConstructorModels.WithParameterDefault back = Read<ConstructorModels.WithParameterDefault>("91 05", Standard(mode));
            Assert.Equal((5, 0), (back.A, back.B));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Members_outside_the_constructor_are_assigned_only_when_present(FormatterMode mode)
        {
            ConstructorModels.ConstructorPlusSetter missing = Read<ConstructorModels.ConstructorPlusSetter>("91 01", Standard(mode));
            Assert.Equal((1, 3), (missing.A, missing.B));
            ConstructorModels.ConstructorPlusSetter present = Read<ConstructorModels.ConstructorPlusSetter>("92 01 04", Standard(mode));
            Assert.Equal((1, 4), (present.A, present.B));
        }
    }
}
