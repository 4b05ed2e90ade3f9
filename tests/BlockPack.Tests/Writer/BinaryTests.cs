using System;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>bin8/bin16/bin32 headers and payloads, and the old spec's raw-string form.</summary>
    public class BinaryTests
    {
        [Theory]
        [InlineData(0, "C4 00")]
        [InlineData(1, "C4 01")]
        [InlineData(255, "C4 FF")]
        [InlineData(256, "C5 01 00")]
        [InlineData(65535, "C5 FF FF")]
        [InlineData(65536, "C6 00 01 00 00")]
        public void Bin_header_at_each_boundary(int length, string header)
        {
            byte[] data = Pattern(length);
            byte[] expected = Concat(Hex(header), data);

            Assert.Equal(expected, Of((ref MessagePackWriter w) => w.Write(data)));
            Assert.Equal(expected, Of((ref MessagePackWriter w) => w.Write(data.AsSpan())));
            Assert.Equal(expected, Of((ref MessagePackWriter w) => w.Write(Sequences.Split(data, 100))));
            Assert.Equal(Hex(header), Of((ref MessagePackWriter w) => w.WriteBinHeader(length)));
        }

        [Theory]
        [InlineData(0, "A0")]
        [InlineData(31, "BF")]
        [InlineData(32, "DA 00 20")]
        [InlineData(255, "DA 00 FF")]
        [InlineData(65536, "DB 00 01 00 00")]
        public void Old_spec_writes_bytes_as_raw_strings(int length, string header)
        {
            byte[] data = Pattern(length);
            byte[] expected = Concat(Hex(header), data);

            Assert.Equal(expected, Of((ref MessagePackWriter w) => w.Write(data), oldSpec: true));
            Assert.Equal(expected, Of((ref MessagePackWriter w) => w.Write((ReadOnlySpan<byte>)data), oldSpec: true));
            Assert.Equal(Hex(header), Of((ref MessagePackWriter w) => w.WriteBinHeader(length), oldSpec: true));
        }

        [Fact]
        public void Multi_segment_sequence_is_written_in_order()
        {
            Assert.Equal(
                Hex("C4 05 01 02 03 04 05"),
                Of((ref MessagePackWriter w) => w.Write(Sequences.Of(new byte[] { 1, 2 }, new byte[] { 3 }, new byte[] { 4, 5 }))));
        }

        [Fact]
        public void Negative_header_length_is_rejected()
        {
            Assert.Throws<ArgumentOutOfRangeException>(() => Of((ref MessagePackWriter w) => w.WriteBinHeader(-1)));
        }

        internal static byte[] Pattern(int length)
        {
            var data = new byte[length];
            for (int i = 0; i < length; i++)
            {
                data[i] = unchecked((byte)((i * 7) + (i >> 8)));
            }

            return data;
        }
    }
}
