using System;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary><see cref="MessagePackWriter.WriteTimestamp"/>: exact parts, including instants DateTime cannot hold.</summary>
    public class TimestampPartsTests
    {
        [Fact]
        public void Nanosecond_precision_is_kept_in_timestamp64()
        {
            // 1 second and 1 nanosecond: (1 << 34) | 1 = 0x00000004_00000001.
            Assert.Equal(Hex("D7 FF 00 00 00 04 00 00 00 01"), Of((ref MessagePackWriter w) => w.WriteTimestamp(1, 1)));
        }

        [Fact]
        public void Year_zero_is_timestamp96()
        {
            // 0000-01-01T00:00:00Z is -62,167,219,200 s = 0xFFFFFFF1_868B8400 as int64; DateTime cannot hold it.
            Assert.Equal(Hex("C7 0C FF 00 00 00 00 FF FF FF F1 86 8B 84 00"), Of((ref MessagePackWriter w) => w.WriteTimestamp(-62_167_219_200, 0)));
        }

        [Fact]
        public void Nanoseconds_of_a_whole_second_or_more_are_rejected()
        {
            Assert.Throws<ArgumentOutOfRangeException>(() => Of((ref MessagePackWriter w) => w.WriteTimestamp(0, 1_000_000_000)));
        }

        [Fact]
        public void Old_spec_has_no_timestamp()
        {
            Assert.Throws<NotSupportedException>(() => Of((ref MessagePackWriter w) => w.WriteTimestamp(0, 0), oldSpec: true));
        }
    }
}
