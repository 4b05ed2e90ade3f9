using System;
using System.Collections;
using System.Collections.Generic;
using BlockPack.Interop.Tests.Models;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Values typed as <c>object</c>: BlockPack writes MessagePack-CSharp's bytes for every boxed value, and
    /// <c>Deserialize&lt;object&gt;</c> gives MessagePack-CSharp's CLR types for every format.
    /// </summary>
    public class BoxedObjectTests
    {
        private static readonly object?[] BoxedValues =
        {
            null, true, false, 'a', '\u012C', '\uFFFF',
            (sbyte)1, (sbyte)-1, sbyte.MinValue, (byte)1, byte.MaxValue, (short)1, short.MinValue, (ushort)1, ushort.MaxValue,
            0, 1, -1, -33, int.MinValue, int.MaxValue, 1u, uint.MaxValue, 1L, -1L, long.MinValue, long.MaxValue, 1UL, ulong.MaxValue,
            1.5f, float.NaN, 1.5, -0.0, double.PositiveInfinity, "", "a", new string('z', 40), new byte[] { 1, 2 },
            new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc), new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Local), new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Unspecified),
            Status.Open, Status.Lost, Status.Closed, SmallEnum.One, WideEnum.Minus, DayOfWeek.Friday,
            1.5m, Guid.Empty, new DateTimeOffset(2020, 1, 1, 0, 0, 0, TimeSpan.FromHours(2)), TimeSpan.FromTicks(1),
            new Uri("http://a/"), new Version(1, 2), Tuple.Create(1), (1, 2), new KeyValuePair<int, int>(1, 2), new int[1, 1],
            new object(), new object?[] { 1, 1L, "a", null, new object?[] { (byte)2 } }, new List<object> { 1, 'b' }, new List<int> { 1 },
            new int[] { 1, 300 }, new Dictionary<object, object> { { 1, 1L } }, new Dictionary<string, int> { { "a", 1 } },
            new ArrayList { 1, "x" }, new Hashtable { { 1, 1 } }, new IntKeyPoint { X = 1 }, new Square { Side = 1 },
        };

        /// <summary>Every MessagePack format, as hex.</summary>
        private static readonly string[] EveryFormat =
        {
            "00", "7F", "E0", "FF", "D001", "D0FF", "CC01", "CCFF", "D10001", "D1FF38", "CD0001", "CDFFFF", "D200000001", "D2FFFFFFFF",
            "CE00000001", "CEFFFFFFFF", "D30000000000000001", "D38000000000000000", "CF0000000000000001", "CFFFFFFFFFFFFFFFFF",
            "CA3FC00000", "CB3FF8000000000000", "C2", "C3", "C0", "A0", "A161", "D90161", "DA000161", "DB0000000161",
            "C40101", "C5000101", "C600000001 01", "D6FF00000000", "D7FF0000000400000000", "C70CFF00000000FFFFFFFFFFFFFFFF",
            "90", "9101", "DC0001 01", "DD00000001 01", "80", "81A16101", "810101", "DE0001 A0C0", "DF00000001 CCFF D0FF",
            "93 01 92 C3 A0 81 D200000001 CA3FC00000",
        };

        [Fact]
        public void Boxed_values_are_written_with_MessagePack_CSharp_s_bytes()
        {
            foreach (object? value in BoxedValues)
            {
                string reference = Peers.Hex(M.MessagePackSerializer.Serialize<object?>(value));
                string ours = Peers.Hex(B.MessagePackSerializer.Serialize<object?>(value));
                Assert.True(reference == ours, $"{ClrShape.Of(value)}: MessagePack-CSharp writes {reference}, BlockPack {ours}");
            }
        }

        [Fact]
        public void Every_format_reads_as_MessagePack_CSharp_s_CLR_type()
        {
            foreach (string hex in EveryFormat)
            {
                byte[] bytes = Convert.FromHexString(hex.Replace(" ", string.Empty, StringComparison.Ordinal));
                string reference = ClrShape.Of(M.MessagePackSerializer.Deserialize<object>(bytes));
                string ours = ClrShape.Of(B.MessagePackSerializer.Deserialize<object>(bytes));
                Assert.True(reference == ours, $"{hex}: MessagePack-CSharp reads {reference}, BlockPack {ours}");
            }
        }

        [Fact]
        public void Boxed_values_round_trip_to_the_same_CLR_types_in_both_directions()
        {
            foreach (object? value in BoxedValues)
            {
                byte[] bytes = M.MessagePackSerializer.Serialize<object?>(value);
                string reference = ClrShape.Of(M.MessagePackSerializer.Deserialize<object>(bytes));
                Assert.Equal(reference, ClrShape.Of(B.MessagePackSerializer.Deserialize<object>(bytes)));
                Assert.Equal(reference, ClrShape.Of(M.MessagePackSerializer.Deserialize<object>(B.MessagePackSerializer.Serialize<object?>(value))));
            }
        }

        [Fact]
        public void A_boxed_int_or_long_can_be_cast_back_after_a_round_trip()
        {
            object?[] written = { 1, 1L, 1.5f, (ushort)7 };
            object?[] back = (object?[])B.MessagePackSerializer.Deserialize<object>(B.MessagePackSerializer.Serialize<object>(written))!;
            Assert.Equal(1, (int)back[0]!);
            Assert.Equal(1L, (long)back[1]!);
            Assert.Equal(1.5f, (float)back[2]!);
            Assert.Equal((ushort)7, (ushort)back[3]!);
        }

        [Fact]
        public void Enums_typed_as_object_are_integers_even_with_the_enum_as_string_resolver()
        {
            var reference = M.MessagePackSerializerOptions.Standard.WithResolver(
                M.Resolvers.CompositeResolver.Create(M.Resolvers.DynamicEnumAsStringResolver.Instance, M.Resolvers.StandardResolver.Instance));
            object[] values = { Status.Closed, new object[] { SmallEnum.Big } };
            foreach (object value in values)
            {
                Assert.Equal(
                    Peers.Hex(M.MessagePackSerializer.Serialize(value, reference)),
                    Peers.Hex(B.MessagePackSerializer.Serialize(value, B.Resolvers.DynamicEnumAsStringResolver.Options)));
            }

            // Typed as the enum, both write the name.
            Assert.Equal(
                Peers.Hex(M.MessagePackSerializer.Serialize(Status.Closed, reference)),
                Peers.Hex(B.MessagePackSerializer.Serialize(Status.Closed, B.Resolvers.DynamicEnumAsStringResolver.Options)));
        }

        [Fact]
        public void ConvertToJson_renders_object_graphs_as_MessagePack_CSharp_does()
        {
            var graph = new Dictionary<object, object?>
            {
                ["int"] = 1,
                ["long"] = long.MinValue,
                ["ulong"] = ulong.MaxValue,
                ["float"] = 0.25f,
                ["double"] = 1.5,
                ["text"] = "q\"\n",
                ["list"] = new object?[] { true, null, (byte)3 },
                [7] = "seven",
            };
            byte[] bytes = M.MessagePackSerializer.Serialize<object>(graph);
            Assert.Equal(M.MessagePackSerializer.ConvertToJson(bytes), B.MessagePackSerializer.ConvertToJson(bytes));
            Assert.Equal(M.MessagePackSerializer.ConvertToJson(bytes), B.MessagePackSerializer.ConvertToJson(B.MessagePackSerializer.Serialize<object>(graph)));
        }
    }
}
