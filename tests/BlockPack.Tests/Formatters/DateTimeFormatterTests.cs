using System;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class DateTimeFormatterTests
    {
        private static readonly DateTime Epoch = new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc);

        [Fact]
        public void Epoch_is_a_timestamp32_of_zero()
        {
            Assert.Equal("D6FF00000000", Hex(Serialize(Epoch)));
            DateTime back = Deserialize<DateTime>(Bytes("D6FF00000000"));
            Assert.Equal(Epoch, back);
            Assert.Equal(DateTimeKind.Utc, back.Kind);
        }

        [Fact]
        public void All_three_timestamp_forms_are_read()
        {
            // timestamp32: 2^32 - 1 seconds.
            Assert.Equal(new DateTime(2106, 2, 7, 6, 28, 15, DateTimeKind.Utc), Deserialize<DateTime>(Bytes("D6FF FFFFFFFF")));

            // timestamp64: 500,000,000 ns in the upper 30 bits, 0 s in the lower 34.
            Assert.Equal(Epoch.AddMilliseconds(500), Deserialize<DateTime>(Bytes("D7FF 7735940000000000")));

            // timestamp96: 0 ns, -1 s.
            Assert.Equal(Epoch.AddSeconds(-1), Deserialize<DateTime>(Bytes("C70CFF 00000000 FFFFFFFFFFFFFFFF")));
        }

        [Fact]
        public void Each_form_is_written_when_needed()
        {
            Assert.Equal("D7FF7735940000000000", Hex(Serialize(Epoch.AddMilliseconds(500))));
            Assert.Equal("C70CFF00000000FFFFFFFFFFFFFFFF", Hex(Serialize(Epoch.AddSeconds(-1))));
        }

        [Fact]
        public void Extremes_round_trip_to_the_tick()
        {
            DateTime max = DateTime.SpecifyKind(DateTime.MaxValue, DateTimeKind.Utc);
            DateTime min = DateTime.SpecifyKind(DateTime.MinValue, DateTimeKind.Utc);
            Assert.Equal(max.Ticks, RoundTrip(max).Ticks);
            Assert.Equal(min.Ticks, RoundTrip(min).Ticks);
            DateTime odd = new DateTime(2024, 2, 29, 23, 59, 59, DateTimeKind.Utc).AddTicks(1234567);
            Assert.Equal(odd, RoundTrip(odd));
        }

        [Fact]
        public void Local_time_is_converted_to_utc()
        {
            var local = new DateTime(2021, 6, 1, 12, 0, 0, DateTimeKind.Local);
            DateTime back = RoundTrip(local);
            Assert.Equal(DateTimeKind.Utc, back.Kind);
            Assert.Equal(local.ToUniversalTime(), back);
        }

        [Fact]
        public void Unspecified_time_is_taken_as_utc()
        {
            var unspecified = new DateTime(2021, 6, 1, 12, 0, 0, DateTimeKind.Unspecified);
            DateTime back = RoundTrip(unspecified);
            Assert.Equal(DateTimeKind.Utc, back.Kind);
            Assert.Equal(unspecified.Ticks, back.Ticks);
        }

        [Fact]
        public void Nullable_date_time()
        {
            Assert.Equal("C0", Hex(Serialize<DateTime?>(null)));
            Assert.Equal(Epoch, RoundTrip<DateTime?>(Epoch));
        }

        [Theory]
        [InlineData("D60500000000")] // another extension type
        [InlineData("A0")]
        [InlineData("00")]
        [InlineData("C0")]
        public void Date_time_rejects_other_values(string hex)
        {
            AssertRejected<DateTime>(hex);
        }

        [Fact]
        public void Date_time_offset_is_clock_time_and_offset_minutes()
        {
            // Clock time 1970-01-01 00:00 at +02:00: the clock ticks go out as-is, then 120 minutes.
            var value = new DateTimeOffset(1970, 1, 1, 0, 0, 0, TimeSpan.FromHours(2));
            Assert.Equal("92D6FF0000000078", Hex(Serialize(value)));
            DateTimeOffset back = Deserialize<DateTimeOffset>(Bytes("92D6FF0000000078"));
            Assert.Equal(value, back);
            Assert.Equal(value.Offset, back.Offset);

            var india = new DateTimeOffset(1970, 1, 1, 0, 0, 0, new TimeSpan(-5, -30, 0));
            Assert.Equal("92D6FF00000000D1FEB6", Hex(Serialize(india)));
        }

        [Fact]
        public void Date_time_offsets_round_trip_with_their_offset()
        {
            DateTimeOffset[] values =
            {
                DateTimeOffset.MinValue,
                DateTimeOffset.MaxValue,
                new DateTimeOffset(2000, 1, 1, 0, 0, 0, TimeSpan.FromHours(14)),
                new DateTimeOffset(2000, 1, 1, 0, 0, 0, TimeSpan.FromHours(-14)),
                new DateTimeOffset(2024, 5, 6, 7, 8, 9, TimeSpan.FromMinutes(345)).AddTicks(1),
                new DateTimeOffset(1900, 12, 31, 23, 59, 59, TimeSpan.Zero),
            };
            foreach (DateTimeOffset value in values)
            {
                DateTimeOffset back = RoundTrip(value);
                Assert.Equal(value.Ticks, back.Ticks);
                Assert.Equal(value.Offset, back.Offset);
            }

            Assert.Null(RoundTrip<DateTimeOffset?>(null));
        }

        [Theory]
        [InlineData("91D6FF00000000")] // one element
        [InlineData("93D6FF000000000000")] // three elements
        [InlineData("92D6FF00000000CD0349")] // offset 841 minutes
        [InlineData("92D6FF00000000D1FCB7")] // offset -841 minutes
        [InlineData("92A000")] // not a timestamp
        [InlineData("C0")]
        [InlineData("D6FF00000000")] // a bare timestamp
        public void Date_time_offset_rejects_bad_shapes(string hex)
        {
            AssertRejected<DateTimeOffset>(hex);
        }

        [Fact]
        public void Date_time_offset_rejects_a_utc_time_outside_the_range()
        {
            // Clock time 0001-01-01 00:00 (-62135596800 s) at +01:00 would be an hour before DateTime.MinValue in UTC.
            AssertRejected<DateTimeOffset>("92 C70CFF00000000FFFFFFF1886E0900 3C");

            // At -01:00 the same clock time is fine.
            DateTimeOffset ok = Deserialize<DateTimeOffset>(Bytes("92 C70CFF00000000FFFFFFF1886E0900 D0C4"));
            Assert.Equal(TimeSpan.FromHours(-1), ok.Offset);
            Assert.Equal(DateTime.MinValue.Ticks, ok.Ticks);
        }
    }
}
