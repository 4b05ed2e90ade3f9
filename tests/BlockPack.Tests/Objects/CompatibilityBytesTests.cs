using System;
using System.Collections.Generic;
using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    /// <summary>
    /// Compatibility checked without a peer (the side-by-side tests against the real library are in
    /// tests/BlockPack.Interop.Tests): models annotated the MessagePack-CSharp way, and the exact plain-mode bytes
    /// MessagePack-CSharp's rules give for them (int keys as arrays with nil gaps, string keys as maps in declaration
    /// order with the shortest str header, unions as [key, value], DateTime as timestamp ext -1, enums as integers,
    /// integers in their shortest form). Each is checked both ways: BlockPack writes exactly these bytes, and reads
    /// them back to the same values.
    /// </summary>
    public class CompatibilityBytesTests
    {
        private static readonly DateTime Born = new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc);

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Int_key_model_with_strings_dates_nullables_collections_and_enums(FormatterMode mode)
        {
            var value = new CompatibilityModels.Person
            {
                Id = 1,
                Name = "Ann",
                Born = Born,
                Age = null,
                Scores = new List<int> { 1, 200 },
                Tags = new Dictionary<string, int[]> { ["a"] = new[] { 1, 2 } },
                Favorite = EnumModels.Color.Blue,
            };

            // [1, "Ann", timestamp32 1577836800, nil, [1, 200], {"a": [1, 2]}, nil, 2]
            const string Expected = "98 01 a3 41 6e 6e d6 ff 5e 0b e1 00 c0 92 01 cc c8 81 a1 61 92 01 02 c0 02";
            AssertBytes(Expected, value, Standard(mode));

            CompatibilityModels.Person back = Read<CompatibilityModels.Person>(Expected, Standard(mode));
            Assert.Equal((1, "Ann", Born, (int?)null, EnumModels.Color.Blue), (back.Id, back.Name, back.Born, back.Age, back.Favorite));
            Assert.Equal(new[] { 1, 200 }, back.Scores);
            Assert.Equal(new[] { 1, 2 }, back.Tags!["a"]);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void String_key_model_with_nulls_and_empty_collections(FormatterMode mode)
        {
            var value = new CompatibilityModels.PersonMap { Id = 1, Name = null, Age = 30, Scores = Array.Empty<int>() };
            const string Expected = "84 a2 69 64 01 a4 6e 61 6d 65 c0 a3 61 67 65 1e a6 73 63 6f 72 65 73 90";
            AssertBytes(Expected, value, Standard(mode));

            CompatibilityModels.PersonMap back = Read<CompatibilityModels.PersonMap>(Expected, Standard(mode));
            Assert.Equal((1, (string?)null, (int?)30), (back.Id, back.Name, back.Age));
            Assert.Empty(back.Scores!);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Nested_collections_nullable_structs_and_union_arrays(FormatterMode mode)
        {
            var value = new CompatibilityModels.Nested
            {
                Matrix = new List<List<int>> { new List<int> { 1 }, new List<int> { 2, 3 } },
                Names = new Dictionary<int, string> { [1] = "x" },
                Maybe = new ConstructorModels.MutableStruct { X = 1, Y = 2 },
                Shapes = new UnionModels.IShape[] { new UnionModels.Circle { Radius = 3 }, new UnionModels.Square { Side = 4 } },
            };

            // [[[1], [2, 3]], {1: "x"}, [1, 2], [[0, [3]], [1, [4]]]]
            const string Expected = "94 92 91 01 92 02 03 81 01 a1 78 92 01 02 92 92 00 91 03 92 01 91 04";
            AssertBytes(Expected, value, Standard(mode));

            CompatibilityModels.Nested back = Read<CompatibilityModels.Nested>(Expected, Standard(mode));
            Assert.Equal(new[] { 2, 3 }, back.Matrix![1]);
            Assert.Equal("x", back.Names![1]);
            Assert.Equal(2, back.Maybe!.Value.Y);
            Assert.Equal(4, Assert.IsType<UnionModels.Square>(back.Shapes![1]).Side);

            AssertBytes("94 c0 c0 c0 c0", new CompatibilityModels.Nested(), Standard(mode));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void Contractless_model_is_a_map_of_properties_then_fields(FormatterMode mode)
        {
            var value = new CompatibilityModels.Plain { Name = "n", Values = new[] { 1 }, Ratio = 0.5 };
            const string Expected = "83 a4 4e 61 6d 65 a1 6e a6 56 61 6c 75 65 73 91 01 a5 52 61 74 69 6f cb 3f e0 00 00 00 00 00 00";
            AssertBytes(Expected, value, Contractless(mode));

            CompatibilityModels.Plain back = Read<CompatibilityModels.Plain>(Expected, Contractless(mode));
            Assert.Equal(("n", 0.5), (back.Name, back.Ratio));
            Assert.Equal(new[] { 1 }, back.Values);
        }
    }
}
