using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class UnionTests
    {
        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Interface_union_is_key_then_value(FormatterMode mode)
        {
            AssertBytes("92 00 91 03", (UnionModels.IShape)new UnionModels.Circle { Radius = 3 }, Standard(mode));
            AssertBytes("92 01 91 04", (UnionModels.IShape)new UnionModels.Square { Side = 4 }, Standard(mode));
            AssertBytes("92 cd 01 2c 91 01", (UnionModels.IShape)new UnionModels.Triangle { Base = 1 }, Standard(mode));

            UnionModels.IShape? back = Read<UnionModels.IShape>("92 cd 01 2c 91 05", Standard(mode));
            Assert.Equal(5, Assert.IsType<UnionModels.Triangle>(back).Base);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Abstract_class_union_nests(FormatterMode mode)
        {
            UnionModels.Node tree = new UnionModels.Branch { Left = new UnionModels.Leaf { Value = 1 } };
            AssertBytes("92 08 92 92 07 91 01 c0", tree, Standard(mode));
            var back = Assert.IsType<UnionModels.Branch>(RoundTrip(tree, Standard(mode)));
            Assert.Equal(1, Assert.IsType<UnionModels.Leaf>(back.Left).Value);
            Assert.Null(back.Right);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Union_members_of_objects(FormatterMode mode)
        {
            var drawing = new UnionModels.Drawing { Main = new UnionModels.Circle { Radius = 3 }, Other = new UnionModels.Square { Side = 4 } };
            AssertBytes("92 92 00 91 03 92 01 91 04", drawing, Standard(mode));
            UnionModels.Drawing back = RoundTrip(drawing, Standard(mode));
            Assert.Equal((3, 4), (back.Main!.Size, back.Other!.Size));
            AssertBytes("92 c0 c0", new UnionModels.Drawing(), Standard(mode));
        }

        [Fact]
        public void Types_derived_from_a_case_are_written_as_that_case()
        {
            AssertBytes("92 00 91 02", (UnionModels.IShape)new UnionModels.BigCircle { Radius = 2 }, Standard(FormatterMode.Emitted));
        }

        [Fact]
        public void Undeclared_types_cannot_be_written()
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize<UnionModels.IShape>(new UnionModels.Undeclared(), Standard(FormatterMode.Emitted)));
            Assert.Contains(typeof(UnionModels.Undeclared).FullName!, ex.Message);
        }

        [Theory]
        [InlineData("93 00 91 03 00", "2-element array")]
        [InlineData("91 00", "2-element array")]
        [InlineData("92 05 91 03", "Union key 5")]
        [InlineData("92 a1 78 91 03", null)]
        [InlineData("81 00 91", null)]
        public void Malformed_unions_fail(string hex, string? message)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<UnionModels.IShape>(hex, Standard(FormatterMode.Emitted)));
            if (message is not null)
            {
                Assert.Contains(message, ex.Message);
            }
        }

        [Fact]
        public void Inconsistent_union_declarations_fail_on_use()
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<UnionModels.IDuplicateKeys>("c0", Standard(FormatterMode.Emitted)));
            Assert.Contains(typeof(UnionModels.IDuplicateKeys).FullName!, ex.Message);
        }
    
        [Fact]
        public void Cases_can_be_named_by_type_name()
        {
            AssertBytes("92 00 91 09", (UnionModels.INamedCase)new UnionModels.NamedCase { Value = 9 }, Standard(FormatterMode.Emitted));
            Assert.Equal(9, Assert.IsType<UnionModels.NamedCase>(Read<UnionModels.INamedCase>("92 00 91 09", Standard(FormatterMode.Emitted))).Value);
        }

        [Fact]
        public void Unresolvable_case_names_fail_on_use_not_at_resolve_time()
        {
            Assert.NotNull(Resolvers.DynamicUnionResolver.Instance.GetFormatter<UnionModels.IUnresolvableCase>());
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<UnionModels.IUnresolvableCase>("c0", Standard(FormatterMode.Emitted)));
            Assert.Contains("could not be read", ex.Message);
        }
    }
}
