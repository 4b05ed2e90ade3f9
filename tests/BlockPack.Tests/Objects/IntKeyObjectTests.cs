using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class IntKeyObjectTests
    {
        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        public void A_derived_object_attribute_next_to_an_inherited_one_is_accepted(FormatterMode mode)
        {
            // Following inheritance finds both [VersionedObject] and the base's [MessagePackObject]; the nearest decides.
            var value = new IntKeyModels.DerivedAttributeChild { BaseValue = 7, Text = "hi" };
            AssertBytes("92 07 a2 68 69", value, Standard(mode));
            IntKeyModels.DerivedAttributeChild back = RoundTrip(value, Standard(mode));
            Assert.Equal((7, "hi"), (back.BaseValue, back.Text));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Gaps_are_written_as_nil_up_to_the_largest_key(FormatterMode mode)
        {
            // fixarray 6: [1, nil, 300 (uint16), nil, nil, true]
            AssertBytes("96 01 c0 cd 01 2c c0 c0 c3", new IntKeyModels.Gaps { A = 1, B = 300, C = true }, Standard(mode));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Gaps_round_trip_and_nil_gaps_are_skipped(FormatterMode mode)
        {
            IntKeyModels.Gaps value = Read<IntKeyModels.Gaps>("96 01 c0 cd 01 2c c0 c0 c3", Standard(mode));
            Assert.Equal(1, value.A);
            Assert.Equal(300, value.B);
            Assert.True(value.C);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Every_primitive_member_uses_the_shortest_encoding(FormatterMode mode)
        {
            var value = new IntKeyModels.AllPrimitives
            {
                Int16 = -2,
                Int32 = -200,
                Int64 = 5_000_000_000,
                UInt16 = 65535,
                UInt32 = 70000,
                UInt64 = 1,
                Single = 1.5f,
                Double = -0.25,
                Boolean = false,
                Byte = 200,
                SByte = -100,
                Char = 'A',
            };
            const string Expected =
                "9c fe d1 ff 38 cf 00 00 00 01 2a 05 f2 00 cd ff ff ce 00 01 11 70 01 " +
                "ca 3f c0 00 00 cb bf d0 00 00 00 00 00 00 c2 cc c8 d0 9c 41";
            AssertBytes(Expected, value, Standard(mode));

            IntKeyModels.AllPrimitives back = Read<IntKeyModels.AllPrimitives>(Expected, Standard(mode));
            Assert.Equal(value.Int16, back.Int16);
            Assert.Equal(value.Int32, back.Int32);
            Assert.Equal(value.Int64, back.Int64);
            Assert.Equal(value.UInt16, back.UInt16);
            Assert.Equal(value.UInt32, back.UInt32);
            Assert.Equal(value.UInt64, back.UInt64);
            Assert.Equal(value.Single, back.Single);
            Assert.Equal(value.Double, back.Double);
            Assert.Equal(value.Boolean, back.Boolean);
            Assert.Equal(value.Byte, back.Byte);
            Assert.Equal(value.SByte, back.SByte);
            Assert.Equal(value.Char, back.Char);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Read_only_members_are_written_but_not_read_and_ignored_members_are_neither(FormatterMode mode)
        {
            AssertBytes("92 04 08", new IntKeyModels.WithComputed { A = 4, Ignored = 99 }, Standard(mode));
            IntKeyModels.WithComputed back = Read<IntKeyModels.WithComputed>("92 05 7f", Standard(mode));
            Assert.Equal(5, back.A);
            Assert.Equal(10, back.Doubled);
            Assert.Equal(0, back.Ignored);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Missing_elements_keep_the_constructor_defaults(FormatterMode mode)
        {
            IntKeyModels.VersionTwo newer = Read<IntKeyModels.VersionTwo>("92 01 02", Standard(mode));
            Assert.Equal((1, 2, 7), (newer.A, newer.B, newer.C));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Extra_elements_are_skipped_whatever_their_shape(FormatterMode mode)
        {
            // [1, 2, 3, [1, 2], {"x": nil}, "str"]
            IntKeyModels.VersionOne older = Read<IntKeyModels.VersionOne>("96 01 02 03 92 01 02 81 a1 78 c0 a3 73 74 72", Standard(mode));
            Assert.Equal((1, 2), (older.A, older.B));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Empty_object_is_an_empty_array_and_reads_anything_array_shaped(FormatterMode mode)
        {
            AssertBytes("90", new IntKeyModels.Empty(), Standard(mode));
            Assert.NotNull(Read<IntKeyModels.Empty>("93 01 02 03", Standard(mode)));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Null_is_nil_both_ways(FormatterMode mode)
        {
            AssertBytes("c0", (IntKeyModels.VersionOne?)null, Standard(mode));
            Assert.Null(Read<IntKeyModels.VersionOne?>("c0", Standard(mode)));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Nine_member_object_round_trips(FormatterMode mode)
        {
            var value = new IntKeyModels.NineInts { P0 = 0, P1 = -1, P2 = 127, P3 = 128, P4 = -33, P5 = 65536, P6 = int.MinValue, P7 = int.MaxValue, P8 = 42 };
            IntKeyModels.NineInts back = RoundTrip(value, Standard(mode));
            Assert.Equal(
                (value.P0, value.P1, value.P2, value.P3, value.P4, value.P5, value.P6, value.P7, value.P8),
                (back.P0, back.P1, back.P2, back.P3, back.P4, back.P5, back.P6, back.P7, back.P8));
        }
    }
}
