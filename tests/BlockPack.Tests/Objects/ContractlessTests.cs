using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class ContractlessTests
    {
        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Public_settable_members_become_a_map_keyed_by_name(FormatterMode mode)
        {
            var value = new ContractlessModels.Plain { X = 1, Y = 2, Ignored = 3 };
            AssertBytes("82 a1 58 01 a1 59 02", value, Contractless(mode));
            ContractlessModels.Plain back = RoundTrip(value, Contractless(mode));
            Assert.Equal((1, 2, 0), (back.X, back.Y, back.Ignored));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Base_class_members_come_first(FormatterMode mode)
        {
            var value = new ContractlessModels.PlainDerived { BaseValue = 1, DerivedValue = 2 };
            AssertBytes("82 a9 42 61 73 65 56 61 6c 75 65 01 ac 44 65 72 69 76 65 64 56 61 6c 75 65 02", value, Contractless(mode));
            ContractlessModels.PlainDerived back = RoundTrip(value, Contractless(mode));
            Assert.Equal((1, 2), (back.BaseValue, back.DerivedValue));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Get_only_members_are_kept_when_a_constructor_takes_them(FormatterMode mode)
        {
            var value = new ContractlessModels.PlainImmutable(3, 4);
            AssertBytes("82 a4 4c 65 66 74 03 a5 52 69 67 68 74 04", value, Contractless(mode));
            ContractlessModels.PlainImmutable back = RoundTrip(value, Contractless(mode));
            Assert.Equal((3, 4), (back.Left, back.Right));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Structs_and_anonymous_types_round_trip(FormatterMode mode)
        {
            var value = new ContractlessModels.PlainStruct { A = 1, B = 2 };
            AssertBytes("82 a1 41 01 a1 42 02", value, Contractless(mode));
            ContractlessModels.PlainStruct back = RoundTrip(value, Contractless(mode));
            Assert.Equal((1, 2), (back.A, back.B));

            var anonymous = new { Name = 5, Flag = true };
            AssertBytes("82 a4 4e 61 6d 65 05 a4 46 6c 61 67 c3", anonymous, Contractless(mode));
            Assert.Equal(anonymous, RoundTrip(anonymous, Contractless(mode)));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Annotated_types_keep_their_attribute_shape(FormatterMode mode)
        {
            AssertBytes("92 01 02", new IntKeyModels.VersionOne { A = 1, B = 2 }, Contractless(mode));
        }
    
        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Allow_private_adds_private_fields_by_name(FormatterMode mode)
        {
            var value = new ContractlessModels.PlainWithPrivate { A = 1 };
            value.SetB(2);
            AssertBytes("81 a1 41 01", value, Contractless(mode));
            AssertBytes("82 a1 41 01 a1 62 02", value, ContractlessAllowPrivate(mode));
            Assert.Equal(2, RoundTrip(value, ContractlessAllowPrivate(mode)).B);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Objects_typed_as_object_are_written_by_their_runtime_type(FormatterMode mode)
        {
            var map = new System.Collections.Generic.Dictionary<string, object?>
            {
                ["p"] = new IntKeyModels.VersionOne { A = 1, B = 2 },
                ["q"] = new { X = 1 },
            };
            AssertBytes("82 a1 70 92 01 02 a1 71 81 a1 58 01", map, Contractless(mode));
        }
    }
}
