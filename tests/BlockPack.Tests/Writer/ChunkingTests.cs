using System;
using System.Text;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>
    /// Large values are written in pieces: no single request to the buffer writer exceeds 64 KiB, and the bytes are the
    /// same as encoding the whole value at once.
    /// </summary>
    public class ChunkingTests
    {
        private const int MaximumRequest = 65536;

        [Theory]
        [InlineData(1)] // segments exactly as large as requested
        [InlineData(4096)]
        [InlineData(100_003)] // segments larger than any request, ending at odd places
        public void One_megabyte_string_with_multi_byte_chars_and_surrogate_pairs(int minimumSegment)
        {
            string value = MixedText(1 << 20);
            var buffer = new RecordingBufferWriter(minimumSegment);
            Into(buffer, (ref MessagePackWriter w) => w.Write(value));

            byte[] utf8 = Encoding.UTF8.GetBytes(value);
            Assert.Equal(Concat(Str32Header(utf8.Length), utf8), buffer.WrittenBytes);
            Assert.InRange(buffer.LargestRequest, 1, MaximumRequest);
        }

        [Fact]
        public void Surrogate_pair_split_by_a_chunk_boundary()
        {
            // With segments exactly as large as requested, the first text chunk is a 64 KiB span, which takes
            // (65,536 - 3) / 3 = 21,844 chars; a pair at [21,843, 21,844] straddles that boundary. Neighbouring offsets
            // move the pair to either side of it, and a lone high surrogate sits at a boundary and at the very end.
            foreach (int position in new[] { 21_842, 21_843, 21_844 })
            {
                char[] chars = new string('x', 200_000).ToCharArray();
                chars[position] = '\ud83d';
                chars[position + 1] = '\ude00';
                chars[^1] = '\ud83d';
                string value = new string(chars);

                var buffer = new RecordingBufferWriter();
                Into(buffer, (ref MessagePackWriter w) => w.Write(value));

                byte[] utf8 = Encoding.UTF8.GetBytes(value);
                Assert.Equal(Concat(Str32Header(utf8.Length), utf8), buffer.WrittenBytes);
                Assert.InRange(buffer.LargestRequest, 1, MaximumRequest);
            }
        }

        [Fact]
        public void High_surrogate_at_a_boundary_followed_by_a_non_surrogate()
        {
            char[] chars = new string('\u20ac', 100_000).ToCharArray();
            for (int i = 21_000; i < 23_000; i += 3)
            {
                chars[i] = '\ud83d'; // unpaired: becomes U+FFFD whichever chunk it ends up in
            }

            string value = new string(chars);
            var buffer = new RecordingBufferWriter();
            Into(buffer, (ref MessagePackWriter w) => w.Write(value));

            byte[] utf8 = Encoding.UTF8.GetBytes(value);
            Assert.Equal(Concat(Str32Header(utf8.Length), utf8), buffer.WrittenBytes);
            Assert.InRange(buffer.LargestRequest, 1, MaximumRequest);
        }

        [Theory]
        [InlineData(1)]
        [InlineData(100_003)]
        public void Three_megabyte_byte_array(int minimumSegment)
        {
            byte[] data = new byte[3 << 20];
            new Random(1234).NextBytes(data);
            var buffer = new RecordingBufferWriter(minimumSegment);
            Into(buffer, (ref MessagePackWriter w) => w.Write(data));

            // 3 MiB = 3,145,728 = 0x00300000.
            Assert.Equal(Concat(Hex("C6 00 30 00 00"), data), buffer.WrittenBytes);
            Assert.InRange(buffer.LargestRequest, 1, MaximumRequest);
        }

        [Fact]
        public void Large_old_spec_bytes_sequences_raw_blocks_and_utf8_strings()
        {
            byte[] data = new byte[(1 << 20) + 17];
            new Random(99).NextBytes(data);
            byte[] header = Hex("DB 00 10 00 11"); // 1,048,593 = 0x00100011, as str32

            var buffer = new RecordingBufferWriter();
            Into(buffer, (ref MessagePackWriter w) => w.Write(data), oldSpec: true);
            Assert.Equal(Concat(header, data), buffer.WrittenBytes);
            Assert.InRange(buffer.LargestRequest, 1, MaximumRequest);

            buffer = new RecordingBufferWriter();
            Into(buffer, (ref MessagePackWriter w) => w.Write(Sequences.Split(data, 300_000)));
            Assert.Equal(Concat(Hex("C6 00 10 00 11"), data), buffer.WrittenBytes);
            Assert.InRange(buffer.LargestRequest, 1, MaximumRequest);

            buffer = new RecordingBufferWriter();
            Into(buffer, (ref MessagePackWriter w) => w.WriteRaw(data));
            Assert.Equal(data, buffer.WrittenBytes);
            Assert.InRange(buffer.LargestRequest, 1, MaximumRequest);

            buffer = new RecordingBufferWriter();
            Into(buffer, (ref MessagePackWriter w) => w.WriteString(data.AsSpan()));
            Assert.Equal(Concat(header, data), buffer.WrittenBytes);
            Assert.InRange(buffer.LargestRequest, 1, MaximumRequest);

            buffer = new RecordingBufferWriter();
            Into(buffer, (ref MessagePackWriter w) => w.WriteExtensionFormat(new ExtensionResult(7, data)));
            Assert.Equal(Concat(Hex("C9 00 10 00 11 07"), data), buffer.WrittenBytes);
            Assert.InRange(buffer.LargestRequest, 1, MaximumRequest);
        }

        /// <summary>ASCII with 2-byte, 3-byte and 4-byte (surrogate pair) characters spread at irregular intervals.</summary>
        private static string MixedText(int length)
        {
            var chars = new char[length];
            var random = new Random(42);
            int i = 0;
            while (i < length)
            {
                int kind = random.Next(10);
                if (kind == 0 && i + 1 < length)
                {
                    chars[i++] = '\ud83d'; // U+1F600 as a pair
                    chars[i++] = '\ude00';
                }
                else if (kind == 1)
                {
                    chars[i++] = '\u00e9';
                }
                else if (kind == 2)
                {
                    chars[i++] = '\u20ac';
                }
                else
                {
                    chars[i++] = (char)('a' + random.Next(26));
                }
            }

            return new string(chars);
        }

        private static byte[] Str32Header(int length) =>
            new byte[] { 0xDB, (byte)(length >> 24), (byte)(length >> 16), (byte)(length >> 8), (byte)length };
    }
}
