using System.Text;
using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class StringKeyObjectTests
    {
        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Keys_are_fixstr_and_entries_follow_declaration_order(FormatterMode mode)
        {
            AssertBytes("82 a1 78 01 a1 79 02", new StringKeyModels.Point { X = 1, Y = 2 }, Standard(mode));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Key_as_property_name_writes_properties_then_fields_and_skips_ignored(FormatterMode mode)
        {
            var value = new StringKeyModels.ByName { Field = 3, Alpha = 1, Beta = 2, Hidden = 9 };
            AssertBytes("83 a5 41 6c 70 68 61 01 a4 42 65 74 61 02 a5 46 69 65 6c 64 03", value, Standard(mode));
            StringKeyModels.ByName back = RoundTrip(value, Standard(mode));
            Assert.Equal((3, 1, 2, 0), (back.Field, back.Alpha, back.Beta, back.Hidden));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Long_keys_use_str8_and_str16_in_the_old_spec(FormatterMode mode)
        {
            var value = new StringKeyModels.LongKey { Value = 1, Accent = 2 };
            string key = Hex(Encoding.UTF8.GetBytes("a_key_that_is_longer_than_thirty_one_bytes"));
            AssertBytes("82 d9 2a " + key + " 01 a2 c3 a9 02", value, Standard(mode));
            AssertBytes("82 da 00 2a " + key + " 01 a2 c3 a9 02", value, Standard(mode).WithOldSpec());
            StringKeyModels.LongKey back = Read<StringKeyModels.LongKey>("82 da 00 2a " + key + " 01 a2 c3 a9 02", Standard(mode));
            Assert.Equal((1, 2), (back.Value, back.Accent));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Keys_that_share_lengths_or_prefixes_are_told_apart(FormatterMode mode)
        {
            var value = new StringKeyModels.SimilarKeys { Ab = 1, Ba = 2, Abc = 3, EmptyKey = 4 };
            AssertBytes("84 a2 61 62 01 a2 62 61 02 a3 61 62 63 03 a0 04", value, Standard(mode));

            // Same entries in another order.
            StringKeyModels.SimilarKeys back = Read<StringKeyModels.SimilarKeys>("84 a0 04 a3 61 62 63 03 a2 62 61 02 a2 61 62 01", Standard(mode));
            Assert.Equal((1, 2, 3, 4), (back.Ab, back.Ba, back.Abc, back.EmptyKey));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Unknown_keys_are_skipped(FormatterMode mode)
        {
            // {"w": [1, 2], "x": 5, "q": "s", "y": 6, "xx": {"a": 1}}
            StringKeyModels.Point value = Read<StringKeyModels.Point>("85 a1 77 92 01 02 a1 78 05 a1 71 a1 73 a1 79 06 a2 78 78 81 a1 61 01", Standard(mode));
            Assert.Equal((5, 6), (value.X, value.Y));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Missing_keys_keep_the_constructor_defaults(FormatterMode mode)
        {
            StringKeyModels.PointWithDefault value = Read<StringKeyModels.PointWithDefault>("81 a1 78 03", Standard(mode));
            Assert.Equal((3, 0, 5), (value.X, value.Y, value.Z));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Keys_split_across_buffer_segments_still_match(FormatterMode mode)
        {
            byte[] data = Bytes("82 a1 78 01 a1 79 02");
            for (int cut = 1; cut < data.Length; cut++)
            {
                StringKeyModels.Point value = MessagePackSerializer.Deserialize<StringKeyModels.Point>(Split(data, cut), Standard(mode));
                Assert.Equal((1, 2), (value.X, value.Y));
            }
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Keys_longer_than_the_stack_copy_split_across_segments_still_match(FormatterMode mode)
        {
            var value = new StringKeyModels.HugeKey { Value = 7, Short = 8 };
            byte[] data = MessagePackSerializer.Serialize(value, Standard(mode));
            Assert.Equal(1 + 3 + 300 + 1 + 2 + 1, data.Length);
            foreach (int cut in new[] { 2, 3, 4, 150, 303 })
            {
                StringKeyModels.HugeKey back = MessagePackSerializer.Deserialize<StringKeyModels.HugeKey>(Split(data, cut), Standard(mode));
                Assert.Equal((7, 8), (back.Value, back.Short));
            }
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Unknown_keys_split_across_segments_are_skipped(FormatterMode mode)
        {
            // {"unknown": 1, "y": 2}, cut inside "unknown".
            byte[] data = Bytes("82 a7 75 6e 6b 6e 6f 77 6e 01 a1 79 02");
            StringKeyModels.Point value = MessagePackSerializer.Deserialize<StringKeyModels.Point>(Split(data, 4), Standard(mode));
            Assert.Equal((0, 2), (value.X, value.Y));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Data_member_order_sorts_string_keys(FormatterMode mode)
        {
            var value = new StringKeyModels.WithDataMemberOrder { First = 1, Second = 2 };
            AssertBytes("82 a5 66 69 72 73 74 01 a6 73 65 63 6f 6e 64 02", value, Standard(mode));
        }
    }
}
