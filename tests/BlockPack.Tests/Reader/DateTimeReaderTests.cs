using System;
using System.IO;

namespace BlockPack.Tests.Reader
{
    public class DateTimeReaderTests
    {
        public static TheoryData<string, DateTime> Timestamps => new()
        {
            // timestamp32: unsigned seconds.
            { "d6 ff 00 00 00 00", new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc) },
            { "d6 ff 5a 4a f6 a5", new DateTime(2018, 1, 2, 3, 4, 5, DateTimeKind.Utc) }, // 1514862245 s
            { "d6 ff ff ff ff ff", new DateTime(2106, 2, 7, 6, 28, 15, DateTimeKind.Utc) }, // 2^32 - 1 s

            // timestamp64: 30 bits of nanoseconds above 34 bits of seconds.
            { "d7 ff 77 35 94 00 5a 4a f6 a5", new DateTime(2018, 1, 2, 3, 4, 5, DateTimeKind.Utc).AddTicks(5_000_000) }, // + 500000000 ns
            { "d7 ff ee 6b 27 fc 00 00 00 00", new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc).AddTicks(9_999_999) }, // 999999999 ns truncate to ticks
            { "d7 ff 00 00 00 03 ff ff ff ff", new DateTime(2514, 5, 30, 1, 53, 3, DateTimeKind.Utc) }, // 2^34 - 1 s

            // timestamp96: 32-bit nanoseconds, then signed 64-bit seconds.
            { "c7 0c ff 00 00 00 00 ff ff ff ff ff ff ff ff", new DateTime(1969, 12, 31, 23, 59, 59, DateTimeKind.Utc) }, // -1 s
            { "c7 0c ff 1d cd 65 00 ff ff ff f1 88 6e 09 00", DateTime.SpecifyKind(DateTime.MinValue, DateTimeKind.Utc).AddTicks(5_000_000) }, // -62135596800 s + 0.5 s
            { "c7 0c ff 3b 9a c9 ff 00 00 00 3a ff f4 41 7f", DateTime.SpecifyKind(DateTime.MaxValue, DateTimeKind.Utc) }, // 253402300799 s + 999999999 ns
        };

        [Theory]
        [MemberData(nameof(Timestamps))]
        public void The_three_timestamp_forms_read_as_UTC_DateTime(string hex, DateTime expected)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex + " c0", layout));
                DateTime actual = reader.ReadDateTime();
                Assert.Equal(expected.Ticks, actual.Ticks);
                Assert.Equal(DateTimeKind.Utc, actual.Kind);
                Assert.True(reader.IsNil);

                var headerFirst = new MessagePackReader(TestSequences.Create(hex, layout));
                ExtensionHeader header = headerFirst.ReadExtensionFormatHeader();
                Assert.Equal(expected.Ticks, headerFirst.ReadDateTime(header).Ticks);
                Assert.True(headerFirst.End);
            }
        }

        [Theory]
        [InlineData("d7 ff 00 00 00 04 00 00 00 00", 0L, 1u)]
        [InlineData("d7 ff ee 6b 27 fc 00 00 00 00", 0L, 999_999_999u)]
        [InlineData("c7 0c ff 00 00 00 00 ff ff ff f1 86 8b 84 00", -62_167_219_200L, 0u)] // 0000-01-01, before DateTime.MinValue
        [InlineData("c7 0c ff 00 00 00 01 7f ff ff ff ff ff ff ff", long.MaxValue, 1u)]
        public void ReadTimestamp_gives_exact_seconds_and_nanoseconds(string hex, long seconds, uint nanoseconds)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                reader.ReadTimestamp(out long actualSeconds, out uint actualNanoseconds);
                Assert.Equal(seconds, actualSeconds);
                Assert.Equal(nanoseconds, actualNanoseconds);
                Assert.True(reader.End);
            }
        }

        [Theory]
        [InlineData("c7 0c ff 00 00 00 00 ff ff ff f1 88 6e 08 ff", "-62135596801 s + 0 ns")] // one second before 0001-01-01
        [InlineData("c7 0c ff 00 00 00 00 00 00 00 3a ff f4 41 80", "253402300800 s + 0 ns")] // 10000-01-01
        [InlineData("c7 0c ff 00 00 00 00 ff ff ff f1 86 8b 84 00", "-62167219200 s + 0 ns")] // 0000-01-01
        [InlineData("c7 0c ff 00 00 00 01 80 00 00 00 00 00 00 00", "-9223372036854775808 s + 1 ns")]
        public void A_timestamp_outside_the_DateTime_range_is_rejected_clearly(string hex, string instant)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<MessagePackSerializationException>(() =>
                {
                    var reader = new MessagePackReader(TestSequences.Create("c0 " + hex, layout));
                    reader.ReadNil();
                    reader.ReadDateTime();
                });
                Assert.Equal(
                    $"The timestamp {instant} since 1970-01-01T00:00:00Z at byte offset 1 is outside the range of System.DateTime (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.9999999Z).",
                    ex.Message);
            }
        }

        [Theory]
        [InlineData("d7 ff ee 6b 28 00 00 00 00 00", 1_000_000_000u)] // timestamp64 with 10^9 ns
        [InlineData("d7 ff ff ff ff fc 00 00 00 00", 1_073_741_823u)] // timestamp64 with the largest 30-bit value
        [InlineData("c7 0c ff 3b 9a ca 00 00 00 00 00 00 00 00 00", 1_000_000_000u)] // timestamp96 with 10^9 ns
        [InlineData("c7 0c ff ff ff ff ff 00 00 00 00 00 00 00 00", uint.MaxValue)]
        public void Nanoseconds_of_a_whole_second_or_more_are_rejected(string hex, uint nanoseconds)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).ReadDateTime());
            Assert.Equal($"The timestamp at byte offset 0 has a nanoseconds field of {nanoseconds}; it must be less than 1000000000.", ex.Message);
            Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).ReadTimestamp(out _, out _));
        }

        [Theory]
        [InlineData("c7 05 ff 00 00 00 00 00", 5)]
        [InlineData("d5 ff 00 00", 2)]
        [InlineData("d8 ff 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00", 16)]
        [InlineData("c7 00 ff", 0)]
        public void Timestamps_of_other_lengths_are_rejected(string hex, int length)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).ReadDateTime());
            Assert.Equal($"The timestamp extension at byte offset 0 has {length} bytes of data; the specification allows only 4, 8 or 12.", ex.Message);
        }

        [Fact]
        public void Other_extension_types_and_other_values_are_rejected()
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse("d6 01 00 00 00 00")).ReadDateTime());
            Assert.Equal("Unexpected extension type 1 at byte offset 0 while reading DateTime; expected type -1.", ex.Message);

            var notExtension = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse("ce 5a 4a f6 a5")).ReadDateTime());
            Assert.Equal("Unexpected msgpack code 0xce (uint32) at byte offset 0 while reading an extension header.", notExtension.Message);

            Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse("00 00 00 00")).ReadDateTime(new ExtensionHeader(2, 4)));
        }

        [Theory]
        [InlineData("d6 ff 00 00 00")]
        [InlineData("d7 ff 00 00 00 00 00 00 00")]
        [InlineData("c7 0c ff 00 00 00 00 00 00 00 00 00 00 00")]
        public void Truncated_timestamps_are_rejected(string hex)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(hex, layout)).ReadDateTime());
            }
        }
    }
}
