using System;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>
    /// Local times must be converted to UTC. The test machine may run in UTC, where that conversion changes nothing, so
    /// these tests switch the process time zone (TZ, honoured by .NET on Unix) to one with a fixed non-zero offset. They
    /// run in a collection that never runs in parallel with other tests, and restore the zone afterwards.
    /// </summary>
    [Collection(TimeZoneSensitiveCollection.Name)]
    public class LocalDateTimeTests
    {
        [Fact]
        public void Local_kind_is_converted_to_utc()
        {
            WithTimeZone("Asia/Kolkata", () =>
            {
                // Kolkata is UTC+05:30 all year, so 2000-01-01T05:30 local is 2000-01-01T00:00Z = 946,684,800 s.
                var local = new DateTime(2000, 1, 1, 5, 30, 0, DateTimeKind.Local);
                Assert.Equal(TimeSpan.FromMinutes(330), TimeZoneInfo.Local.GetUtcOffset(local));
                Assert.Equal(Hex("D6 FF 38 6D 43 80"), Of((ref MessagePackWriter w) => w.Write(local)));

                // The same clock reading with no kind is not shifted: 2000-01-01T05:30Z = 946,704,600 s = 0x386D90D8.
                var unspecified = DateTime.SpecifyKind(local, DateTimeKind.Unspecified);
                Assert.Equal(Hex("D6 FF 38 6D 90 D8"), Of((ref MessagePackWriter w) => w.Write(unspecified)));
            });
        }

        [Fact]
        public void Local_kind_after_1970_on_the_clock_but_before_it_in_utc_is_timestamp96()
        {
            WithTimeZone("Asia/Kolkata", () =>
            {
                // 1970-01-01T05:29:59 in Kolkata (UTC+05:30) is 1969-12-31T23:59:59Z, -1 seconds: the form is chosen by
                // the UTC instant, not by the local clock reading (which alone would give timestamp32 19,799 s).
                var local = new DateTime(1970, 1, 1, 5, 29, 59, DateTimeKind.Local);
                Assert.Equal(TimeSpan.FromMinutes(330), TimeZoneInfo.Local.GetUtcOffset(local));
                Assert.Equal(
                    Hex("C7 0C FF 00 00 00 00 FF FF FF FF FF FF FF FF"),
                    Of((ref MessagePackWriter w) => w.Write(local)));
            });
        }

        private static void WithTimeZone(string zone, Action action)
        {
            if (!OperatingSystem.IsLinux() && !OperatingSystem.IsMacOS())
            {
                // Elsewhere TZ is not consulted; converting from the machine's own zone is then checked against .NET's.
                var utc = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc);
                Assert.Equal(Hex("D6 FF 38 6D 43 80"), Of((ref MessagePackWriter w) => w.Write(utc.ToLocalTime())));
                return;
            }

            string? previous = Environment.GetEnvironmentVariable("TZ");
            try
            {
                Environment.SetEnvironmentVariable("TZ", zone);
                TimeZoneInfo.ClearCachedData();
                action();
            }
            finally
            {
                Environment.SetEnvironmentVariable("TZ", previous);
                TimeZoneInfo.ClearCachedData();
            }
        }
    }
}
