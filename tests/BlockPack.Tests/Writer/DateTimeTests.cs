using System;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>
    /// The timestamp extension (-1). Seconds are counted from 1970-01-01T00:00:00Z; the values below were worked out
    /// by date arithmetic (days since the epoch x 86,400), independently of the writer:
    /// timestamp32 = d6 ff + uint32 seconds; timestamp64 = d7 ff + uint64 (nanoseconds &lt;&lt; 34 | seconds);
    /// timestamp96 = c7 0c ff + uint32 nanoseconds + int64 seconds.
    /// </summary>
    public class DateTimeTests
    {
        [Fact]
        public void Epoch_is_timestamp32_zero()
        {
            var epoch = new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc);
            Assert.Equal(Hex("D6 FF 00 00 00 00"), Of((ref MessagePackWriter w) => w.Write(epoch)));
        }

        [Fact]
        public void Whole_seconds_within_uint32_are_timestamp32()
        {
            // 2000-01-01: 10,957 days x 86,400 = 946,684,800 = 0x386D4380.
            Assert.Equal(Hex("D6 FF 38 6D 43 80"), Of((ref MessagePackWriter w) => w.Write(Utc(2000, 1, 1))));

            // 2106-02-07T06:28:15Z is 4,294,967,295 = 0xFFFFFFFF seconds, the last timestamp32 instant.
            Assert.Equal(Hex("D6 FF FF FF FF FF"), Of((ref MessagePackWriter w) => w.Write(Utc(2106, 2, 7, 6, 28, 15))));
        }

        [Fact]
        public void Seconds_beyond_uint32_are_timestamp64()
        {
            // One second later: 2^32 seconds, no nanoseconds -> 0x00000001_00000000.
            Assert.Equal(Hex("D7 FF 00 00 00 01 00 00 00 00"), Of((ref MessagePackWriter w) => w.Write(Utc(2106, 2, 7, 6, 28, 16))));

            // 2500-01-01: 193,579 days x 86,400 = 16,725,225,600 = 0x3_E4E6_B080, below 2^34 so still timestamp64.
            Assert.Equal(Hex("D7 FF 00 00 00 03 E4 E6 B0 80"), Of((ref MessagePackWriter w) => w.Write(Utc(2500, 1, 1))));
        }

        [Fact]
        public void Fractional_seconds_are_timestamp64()
        {
            // Half a second after the epoch: 500,000,000 ns = 0x1DCD6500; shifted left 34 bits = 0x77359400_00000000.
            var halfSecond = new DateTime(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc).AddTicks(5_000_000);
            Assert.Equal(Hex("D7 FF 77 35 94 00 00 00 00 00"), Of((ref MessagePackWriter w) => w.Write(halfSecond)));

            // 2000-01-01T00:00:00.1234567Z: 123,456,700 ns = 0x075BCCBC; (0x075BCCBC << 34) | 0x386D4380 = 0x1D6F32F0_386D4380.
            var withFraction = Utc(2000, 1, 1).AddTicks(1_234_567);
            Assert.Equal(Hex("D7 FF 1D 6F 32 F0 38 6D 43 80"), Of((ref MessagePackWriter w) => w.Write(withFraction)));

            // The last timestamp64 instant: 2^34 - 1 seconds (2514-05-30T01:53:03Z) plus 999,999,900 ns = 0x3B9AC99C;
            // (0x3B9AC99C << 34) | 0x3_FFFFFFFF = 0xEE6B2673_FFFFFFFF.
            var lastTimestamp64 = Utc(2514, 5, 30, 1, 53, 3).AddTicks(9_999_999);
            Assert.Equal(Hex("D7 FF EE 6B 26 73 FF FF FF FF"), Of((ref MessagePackWriter w) => w.Write(lastTimestamp64)));
        }

        [Fact]
        public void Before_1970_is_timestamp96()
        {
            // One second before the epoch: -1 seconds, 0 ns.
            Assert.Equal(
                Hex("C7 0C FF 00 00 00 00 FF FF FF FF FF FF FF FF"),
                Of((ref MessagePackWriter w) => w.Write(Utc(1969, 12, 31, 23, 59, 59))));

            // 1969-12-31T23:59:59.9Z: the nanoseconds stay non-negative (900,000,000 = 0x35A4E900) and seconds are -1.
            var almostEpoch = Utc(1969, 12, 31, 23, 59, 59).AddTicks(9_000_000);
            Assert.Equal(
                Hex("C7 0C FF 35 A4 E9 00 FF FF FF FF FF FF FF FF"),
                Of((ref MessagePackWriter w) => w.Write(almostEpoch)));

            // DateTime.MinValue, 0001-01-01: -62,135,596,800 seconds = 0xFFFFFFF1_886E0900.
            Assert.Equal(
                Hex("C7 0C FF 00 00 00 00 FF FF FF F1 88 6E 09 00"),
                Of((ref MessagePackWriter w) => w.Write(DateTime.SpecifyKind(DateTime.MinValue, DateTimeKind.Utc))));
        }

        [Fact]
        public void From_2514_on_is_timestamp96()
        {
            // 2^34 seconds exactly (2514-05-30T01:53:04Z) no longer fits timestamp64's 34-bit seconds.
            Assert.Equal(
                Hex("C7 0C FF 00 00 00 00 00 00 00 04 00 00 00 00"),
                Of((ref MessagePackWriter w) => w.Write(Utc(2514, 5, 30, 1, 53, 4))));

            // 2600-01-01: 230,103 days x 86,400 = 19,880,899,200 = 0x4_A0FE_7280.
            Assert.Equal(
                Hex("C7 0C FF 00 00 00 00 00 00 00 04 A0 FE 72 80"),
                Of((ref MessagePackWriter w) => w.Write(Utc(2600, 1, 1))));

            // DateTime.MaxValue: 253,402,300,799 s = 0x3A_FFF4417F and 999,999,900 ns = 0x3B9AC99C.
            Assert.Equal(
                Hex("C7 0C FF 3B 9A C9 9C 00 00 00 3A FF F4 41 7F"),
                Of((ref MessagePackWriter w) => w.Write(DateTime.SpecifyKind(DateTime.MaxValue, DateTimeKind.Utc))));
        }

        [Fact]
        public void Unspecified_kind_is_written_as_if_utc()
        {
            var unspecified = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Unspecified);
            Assert.Equal(Hex("D6 FF 38 6D 43 80"), Of((ref MessagePackWriter w) => w.Write(unspecified)));
        }

        [Fact]
        public void Old_spec_has_no_timestamp()
        {
            Assert.Throws<NotSupportedException>(() => Of((ref MessagePackWriter w) => w.Write(Utc(2000, 1, 1)), oldSpec: true));
        }

        private static DateTime Utc(int year, int month, int day, int hour = 0, int minute = 0, int second = 0) =>
            new DateTime(year, month, day, hour, minute, second, DateTimeKind.Utc);
    }
}
