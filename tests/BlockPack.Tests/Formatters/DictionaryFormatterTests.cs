using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class DictionaryFormatterTests
    {
        [Fact]
        public void Dictionary_is_a_map()
        {
            Assert.Equal("810102", Hex(Serialize(new Dictionary<int, int> { [1] = 2 })));
            Assert.Equal("80", Hex(Serialize(new Dictionary<int, int>())));
            Assert.Equal("C0", Hex(Serialize<Dictionary<int, int>?>(null)));

            Dictionary<string, int> back = Deserialize<Dictionary<string, int>>(Bytes("82 A161 01 A162 02"))!;
            Assert.Equal(2, back.Count);
            Assert.Equal(1, back["a"]);
            Assert.Equal(2, back["b"]);
            Assert.Null(Deserialize<Dictionary<string, int>?>(Bytes("C0")));
        }

        [Fact]
        public void Dictionaries_round_trip_with_null_values_and_nested_values()
        {
            var value = new Dictionary<string, List<int>?>
            {
                ["none"] = null,
                ["empty"] = new List<int>(),
                ["some"] = new List<int> { 1, 2, 3 },
            };
            Dictionary<string, List<int>?> back = RoundTrip(value)!;
            Assert.Null(back["none"]);
            Assert.Empty(back["empty"]!);
            Assert.Equal(new[] { 1, 2, 3 }, back["some"]);
        }

        [Fact]
        public void Interface_dictionaries_are_written_as_maps_and_read_as_dictionaries()
        {
            IDictionary<int, string> sorted = new SortedDictionary<int, string> { [2] = "b", [1] = "a" };
            Assert.Equal("82 01A161 02A162".Replace(" ", string.Empty, StringComparison.Ordinal), Hex(Serialize(sorted)));
            IDictionary<int, string> back = RoundTrip(sorted)!;
            Assert.IsType<Dictionary<int, string>>(back);
            Assert.Equal("a", back[1]);

            IReadOnlyDictionary<string, bool> readOnly = new ReadOnlyDictionary<string, bool>(new Dictionary<string, bool> { ["x"] = true });
            Assert.Equal("81A178C3", Hex(Serialize(readOnly)));
            Assert.IsType<Dictionary<string, bool>>(RoundTrip(readOnly));
            Assert.Null(RoundTrip<IReadOnlyDictionary<string, bool>?>(null));
        }

        [Fact]
        public void A_repeated_key_is_a_serialization_error_never_an_argument_exception()
        {
            MessagePackSerializationException error = AssertRejected<Dictionary<int, int>>("82 01 02 01 03");
            Assert.Contains("repeats the key 1", error.Message, StringComparison.Ordinal);
            AssertRejected<IDictionary<string, int>>("82 A161 01 A161 02");
            AssertRejected<IReadOnlyDictionary<string, int>>("82 A161 01 A161 02");
        }

        [Fact]
        public void A_nil_key_is_a_serialization_error()
        {
            AssertRejected<Dictionary<string, int>>("81 C0 01");
        }

        [Theory]
        [InlineData("920102")] // array
        [InlineData("A0")]
        [InlineData("01")]
        public void Dictionaries_reject_other_families(string hex)
        {
            AssertRejected<Dictionary<int, int>>(hex);
            AssertRejected<IDictionary<int, int>>(hex);
        }

        [Fact]
        public void Truncated_and_mistyped_entries_are_rejected()
        {
            AssertRejected<Dictionary<int, int>>("820102");
            AssertRejected<Dictionary<int, int>>("81A16101");
            AssertRejected<Dictionary<int, int>>("DF7FFFFFFF0101");
        }
    }
}
