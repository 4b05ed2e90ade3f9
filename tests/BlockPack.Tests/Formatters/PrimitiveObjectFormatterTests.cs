using System;
using System.Buffers;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class PrimitiveObjectFormatterTests
    {
        public enum Color : byte { Red = 1, Blue = 200 }

        public enum Wide : long { Minus = -1 }

        [Fact]
        public void Boxed_integers_keep_their_width_like_MessagePack_CSharp()
        {
            Assert.Equal("C0", Hex(Serialize<object?>(null)));
            Assert.Equal("C3", Hex(Serialize<object>(true)));
            Assert.Equal("D200000001", Hex(Serialize<object>(1)));
            Assert.Equal("D2FFFFFFFF", Hex(Serialize<object>(-1)));
            Assert.Equal("D30000000000000001", Hex(Serialize<object>(1L)));
            Assert.Equal("CC01", Hex(Serialize<object>((byte)1)));
            Assert.Equal("D0FF", Hex(Serialize<object>((sbyte)-1)));
            Assert.Equal("CD0100", Hex(Serialize<object>((ushort)256)));
            Assert.Equal("CD0001", Hex(Serialize<object>((ushort)1)));
            Assert.Equal("D18000", Hex(Serialize<object>(short.MinValue)));
            Assert.Equal("CE00000000", Hex(Serialize<object>(0u)));
            Assert.Equal("CEFFFFFFFF", Hex(Serialize<object>(uint.MaxValue)));
            Assert.Equal("CF0000000000000002", Hex(Serialize<object>(2UL)));
            Assert.Equal("CFFFFFFFFFFFFFFFFF", Hex(Serialize<object>(ulong.MaxValue)));
            Assert.Equal("CA3FC00000", Hex(Serialize<object>(1.5f)));
            Assert.Equal("CB3FF8000000000000", Hex(Serialize<object>(1.5)));
            Assert.Equal("41", Hex(Serialize<object>('A')));
            Assert.Equal("A161", Hex(Serialize<object>("a")));
            Assert.Equal("C40101", Hex(Serialize<object>(new byte[] { 1 })));
            Assert.Equal("D6FF00000000", Hex(Serialize<object>(DateTime.UnixEpoch)));
        }

        [Fact]
        public void Collections_are_written_by_their_runtime_type_s_formatter()
        {
            // Typed elements are written as their type's formatter writes them; object elements are boxed values.
            Assert.Equal("920102", Hex(Serialize<object>(new[] { 1, 2 })));
            Assert.Equal("92A161C0", Hex(Serialize<object>(new List<string?> { "a", null })));
            Assert.Equal("81A16101", Hex(Serialize<object>(new Dictionary<string, int> { ["a"] = 1 })));
            Assert.Equal("92D200000001A161", Hex(Serialize<object>(new object[] { 1, "a" })));
            Assert.Equal("81A161D200000001", Hex(Serialize<object>(new Dictionary<object, object> { ["a"] = 1 })));
        }

        [Fact]
        public void Collections_without_a_formatter_are_maps_and_arrays_of_boxed_values()
        {
            Assert.Equal("81A161D200000001", Hex(Serialize<object>(new Hashtable { ["a"] = 1 })));
            Assert.Equal("92D200000001D200000002", Hex(Serialize<object>(new ArrayList { 1, 2 })));
        }

        [Fact]
        public void Enums_are_their_underlying_integer_at_full_width()
        {
            Assert.Equal("CC01", Hex(Serialize<object>(Color.Red)));
            Assert.Equal("CCC8", Hex(Serialize<object>(Color.Blue)));
            Assert.Equal("D200000001", Hex(Serialize<object>(DayOfWeek.Monday)));
            Assert.Equal("D3FFFFFFFFFFFFFFFF", Hex(Serialize<object>(Wide.Minus)));
        }

        [Fact]
        public void Other_types_go_through_the_resolver()
        {
            Assert.Equal("A3312E35", Hex(Serialize<object>(1.5m)));
            Assert.Equal("01", Hex(Serialize<object>(TimeSpan.FromTicks(1))));
            Assert.Equal("920102", Hex(Serialize<object>((1, 2))));
            Assert.Equal("920102", Hex(Serialize<object>(new HashSet<int> { 1, 2 })));
            Assert.Equal("93 01 01 91 07".Replace(" ", string.Empty, StringComparison.Ordinal), Hex(Serialize<object>(new int[1, 1] { { 7 } })));
            Assert.Equal("D924", Hex(Serialize<object>(Guid.Empty).AsSpan(0, 2).ToArray()));
        }

        [Fact]
        public void Types_without_a_formatter_are_serialization_errors_and_bare_objects_empty_maps()
        {
            Assert.Throws<FormatterNotRegisteredException>(() => Serialize<object>(new NoFormatter()));
            Assert.Equal("80", Hex(Serialize<object>(new object())));
            Assert.Equal("92D20000000180", Hex(Serialize<object>(new object[] { 1, new object() })));
        }

        [Fact]
        public void Integers_read_as_the_type_of_their_format_s_width()
        {
            Assert.Equal((byte)5, Assert.IsType<byte>(Deserialize<object>(Bytes("05"))));
            Assert.Equal((byte)127, Assert.IsType<byte>(Deserialize<object>(Bytes("7F"))));
            Assert.Equal((sbyte)-1, Assert.IsType<sbyte>(Deserialize<object>(Bytes("FF"))));
            Assert.Equal((sbyte)-32, Assert.IsType<sbyte>(Deserialize<object>(Bytes("E0"))));
            Assert.Equal((sbyte)-128, Assert.IsType<sbyte>(Deserialize<object>(Bytes("D080"))));
            Assert.Equal((byte)200, Assert.IsType<byte>(Deserialize<object>(Bytes("CCC8"))));
            Assert.Equal((short)-200, Assert.IsType<short>(Deserialize<object>(Bytes("D1FF38"))));
            Assert.Equal((ushort)65535, Assert.IsType<ushort>(Deserialize<object>(Bytes("CDFFFF"))));
            Assert.Equal(1, Assert.IsType<int>(Deserialize<object>(Bytes("D200000001"))));
            Assert.Equal(4294967295u, Assert.IsType<uint>(Deserialize<object>(Bytes("CEFFFFFFFF"))));
            Assert.Equal(long.MinValue, Assert.IsType<long>(Deserialize<object>(Bytes("D38000000000000000"))));
            Assert.Equal(1UL, Assert.IsType<ulong>(Deserialize<object>(Bytes("CF0000000000000001"))));
            Assert.Equal(ulong.MaxValue, Assert.IsType<ulong>(Deserialize<object>(Bytes("CFFFFFFFFFFFFFFFFF"))));
        }

        [Fact]
        public void Boxed_values_read_back_as_the_type_they_were()
        {
            object[] values = { (sbyte)-5, (byte)5, (short)5, (ushort)5, 5, 5u, 5L, 5UL, 0.5f, 0.5, true, "a" };
            foreach (object value in values)
            {
                object? back = Deserialize<object>(Serialize<object>(value));
                Assert.IsType(value.GetType(), back);
                Assert.Equal(value, back);
            }
        }

        [Fact]
        public void Other_families_read_as_their_natural_type()
        {
            Assert.Null(Deserialize<object>(Bytes("C0")));
            Assert.True(Assert.IsType<bool>(Deserialize<object>(Bytes("C3"))));
            Assert.Equal(1.5f, Assert.IsType<float>(Deserialize<object>(Bytes("CA3FC00000"))));
            Assert.Equal(1.5, Assert.IsType<double>(Deserialize<object>(Bytes("CB3FF8000000000000"))));
            Assert.Equal("a", Assert.IsType<string>(Deserialize<object>(Bytes("A161"))));
            Assert.Equal(new byte[] { 1 }, Assert.IsType<byte[]>(Deserialize<object>(Bytes("C40101"))));
            Assert.Equal(DateTime.UnixEpoch, Assert.IsType<DateTime>(Deserialize<object>(Bytes("D6FF00000000"))));
            Assert.Equal(DateTime.UnixEpoch.AddSeconds(-1), Assert.IsType<DateTime>(Deserialize<object>(Bytes("C70CFF00000000FFFFFFFFFFFFFFFF"))));

            object?[] array = Assert.IsType<object?[]>(Deserialize<object>(Bytes("93 01 A161 C0")));
            Assert.Equal(new object?[] { (byte)1, "a", null }, array);

            Dictionary<object, object?> map = Assert.IsType<Dictionary<object, object?>>(Deserialize<object>(Bytes("82 A161 01 02 92C2C3")));
            Assert.Equal((byte)1, map["a"]);
            Assert.Equal(new object[] { false, true }, map[(byte)2]);
        }

        [Fact]
        public void Other_extensions_read_as_a_copied_extension_result()
        {
            byte[] input = Bytes("D5 05 AABB");
            ExtensionResult result = Assert.IsType<ExtensionResult>(Deserialize<object>(input));
            input[2] = 0;
            Assert.Equal(5, result.TypeCode);
            Assert.Equal(new byte[] { 0xAA, 0xBB }, result.Data.ToArray());

            ExtensionResult empty = Assert.IsType<ExtensionResult>(Deserialize<object>(Bytes("C7 00 7F")));
            Assert.Equal(127, empty.TypeCode);
            Assert.Equal(0, empty.Data.Length);
        }

        [Fact]
        public void A_graph_of_mixed_primitives_round_trips_to_the_same_types()
        {
            var graph = new Dictionary<string, object?>
            {
                ["null"] = null,
                ["bool"] = true,
                ["int"] = int.MinValue,
                ["uint"] = uint.MaxValue,
                ["big"] = ulong.MaxValue,
                ["float"] = 0.25f,
                ["double"] = -0.0,
                ["text"] = "h\u00E9llo",
                ["bytes"] = new byte[] { 0, 255 },
                ["when"] = new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc),
                ["list"] = new List<object?> { 1, "two", new object?[] { 3.0, null } },
                ["map"] = new Dictionary<int, string> { [1] = "one" },
            };

            var back = (Dictionary<object, object?>)Deserialize<object>(Serialize<object>(graph))!;
            Assert.Equal(graph.Count, back.Count);
            Assert.Null(back["null"]);
            Assert.Equal(true, back["bool"]);
            Assert.Equal(int.MinValue, Assert.IsType<int>(back["int"]));
            Assert.Equal(uint.MaxValue, Assert.IsType<uint>(back["uint"]));
            Assert.Equal(ulong.MaxValue, Assert.IsType<ulong>(back["big"]));
            Assert.Equal(0.25f, Assert.IsType<float>(back["float"]));
            Assert.Equal(BitConverter.DoubleToInt64Bits(-0.0), BitConverter.DoubleToInt64Bits((double)back["double"]!));
            Assert.Equal("h\u00E9llo", back["text"]);
            Assert.Equal(new byte[] { 0, 255 }, back["bytes"]);
            Assert.Equal(new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc), back["when"]);
            var list = (object?[])back["list"]!;
            Assert.Equal(1, Assert.IsType<int>(list[0]));
            Assert.Equal("two", list[1]);
            Assert.Equal(new object?[] { 3.0, null }, list[2]);
            var map = (Dictionary<object, object?>)back["map"]!;
            Assert.Equal("one", map[(byte)1]); // a Dictionary<int, string> writes its keys as plain ints
        }

        [Fact]
        public void Maps_with_nil_or_repeated_keys_are_rejected()
        {
            AssertRejected<object>("81 C0 01");
            MessagePackSerializationException error = AssertRejected<object>("82 01 01 01 02");
            Assert.Contains("repeats the key", error.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Malformed_input_is_rejected()
        {
            AssertRejected<object>("C1");
            AssertRejected<object>("92 01");
            AssertRejected<object>("D5 05 AA");
            AssertRejected<object>("A3 61");
        }

        [Fact]
        public void Deep_nesting_is_rejected_on_read()
        {
            byte[] deep = Enumerable.Repeat((byte)0x91, 600).Append((byte)0x01).ToArray();
            Assert.Throws<InsufficientExecutionStackException>(() => Deserialize<object>(deep));

            byte[] shallow = Enumerable.Repeat((byte)0x91, 100).Append((byte)0x01).ToArray();
            Assert.IsType<object?[]>(Deserialize<object>(shallow));
        }

        private sealed class NoFormatter
        {
        }
    }
}
