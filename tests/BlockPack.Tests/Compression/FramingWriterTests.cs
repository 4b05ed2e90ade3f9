using System;
using System.Buffers;
using System.Linq;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    public class FramingWriterTests
    {
        [Theory]
        [InlineData(MessagePackCompression.Lz4Block)]
        [InlineData(MessagePackCompression.Lz4BlockArray)]
        public void Output_shorter_than_the_threshold_is_written_plain_and_at_the_threshold_compressed(MessagePackCompression mode)
        {
            byte[] under = Pattern(63);
            Assert.Equal(under, Compress(under, mode, minimumLength: 64));

            byte[] at = Pattern(64);
            byte[] framed = Compress(at, mode, minimumLength: 64);
            Assert.Equal(mode == MessagePackCompression.Lz4Block ? 0xC7 : 0x92, framed[0]);
            Assert.Equal(at, Decompress(framed));
        }

        [Fact]
        public void None_copies_plain_even_when_long()
        {
            byte[] plain = Pattern(200_000);
            Assert.Equal(plain, Compress(plain, MessagePackCompression.None));
        }

        [Fact]
        public void Block_array_cuts_64KB_blocks_and_lists_their_sizes_as_compact_uints()
        {
            byte[] plain = Pattern(150_000);
            byte[] framed = Compress(plain, MessagePackCompression.Lz4BlockArray);

            // 65,536 + 65,536 + 18,928: fixarray of 4, ext8 of 5 + 5 + 3 bytes, uint32 65,536 twice, uint16 0x49F0.
            Assert.Equal(
                "94 C7 0D 62 CE 00 01 00 00 CE 00 01 00 00 CD 49 F0 C6",
                ToHex(framed.AsSpan(0, 18)));
            Assert.Equal(plain, Decompress(framed));
            AssertBlocksAreBin32(framed, headerLength: 17, blockCount: 3);
        }

        [Fact]
        public void Block_array_of_more_than_15_blocks_uses_array16_and_ext16_when_the_lengths_pass_255_bytes()
        {
            byte[] plain = Pattern(60 * SegmentPool.SegmentSize);
            byte[] framed = Compress(plain, MessagePackCompression.Lz4BlockArray);

            // 61 elements: DC 00 3D; 60 lengths of 5 bytes = 300 = 0x012C: C8 01 2C 62.
            Assert.Equal("DC 00 3D C8 01 2C 62 CE 00 01 00 00", ToHex(framed.AsSpan(0, 12)));
            Assert.Equal(plain, Decompress(framed));
            AssertBlocksAreBin32(framed, headerLength: 7 + 300, blockCount: 60);
        }

        [Theory]
        [InlineData(1, "D4")]
        [InlineData(2, "D5")]
        [InlineData(4, "D6")]
        [InlineData(8, "D7")]
        [InlineData(16, "D8")]
        [InlineData(3, "C7 03")]
        public void Block_array_uses_the_smallest_ext_form_and_one_block_per_segment(int segments, string extHeader)
        {
            // Segments of 10 bytes each: one block per segment, each length a one-byte fixint.
            byte[] plain = Pattern(segments * 10);
            int[] cuts = new int[segments - 1];
            for (int i = 0; i < cuts.Length; i++)
            {
                cuts[i] = (i + 1) * 10;
            }

            byte[] framed = Compress(Segmented(plain, cuts), MessagePackCompression.Lz4BlockArray);
            string arrayHeader = segments + 1 <= 15 ? $"{0x90 + segments + 1:X2}" : $"DC 00 {segments + 1:X2}";
            string lengths = string.Join(" ", Enumerable.Repeat("0A", segments));
            Assert.StartsWith($"{arrayHeader} {extHeader} 62 {lengths} C6", ToHex(framed));
            Assert.Equal(plain, Decompress(framed));
        }

        [Theory]
        [InlineData(2, "D7 63 D2 00 00 00 02 20")]
        [InlineData(10, "D8 63 D2 00 00 00 0A A0")]
        public void Lz4Block_uses_fixext8_and_fixext16_when_the_payload_is_8_or_16_bytes(int length, string prefix)
        {
            // Inputs under 13 bytes are literal-only blocks: a token plus the bytes, so N = length + 1 and L = 5 + N.
            byte[] plain = Pattern(length);
            byte[] framed = Compress(plain, MessagePackCompression.Lz4Block);
            Assert.Equal(prefix, ToHex(framed.AsSpan(0, 8)));
            Assert.Equal(plain, framed.AsSpan(8).ToArray());
            Assert.Equal(plain, Decompress(framed));
        }

        [Theory]
        [InlineData(300, 0xC8)]
        [InlineData(65_000, 0xC8)]
        [InlineData(100_000, 0xC9)]
        [InlineData(3_000_000, 0xC9)]
        public void Lz4Block_header_is_the_smallest_ext_form_for_its_payload(int length, byte expectedCode)
        {
            byte[] plain = new byte[length];
            new Random(length).NextBytes(plain);
            byte[] framed = Compress(plain, MessagePackCompression.Lz4Block);

            int headerSize = expectedCode == 0xC8 ? 4 : 6;
            long payload = framed.Length - headerSize;
            Assert.Equal(expectedCode, framed[0]);
            long declaredPayload = expectedCode == 0xC8 ? (framed[1] << 8) | framed[2] : ((long)framed[1] << 24) | ((long)framed[2] << 16) | ((long)framed[3] << 8) | framed[4];
            Assert.Equal(payload, declaredPayload);
            Assert.Equal(0x63, framed[headerSize - 1]);
            Assert.Equal(0xD2, framed[headerSize]);
            Assert.Equal(plain, Decompress(framed));
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4Block, 1_000)]
        [InlineData(MessagePackCompression.Lz4Block, 60_000)]
        [InlineData(MessagePackCompression.Lz4Block, 300_000)]
        [InlineData(MessagePackCompression.Lz4BlockArray, 300_000)]
        public void Multi_segment_inputs_round_trip(MessagePackCompression mode, int length)
        {
            byte[] plain = Pattern(length, seed: length);
            ReadOnlySequence<byte> segmented = Segmented(plain, length / 3, length / 2, length - 7);
            Assert.Equal(plain, Decompress(Compress(segmented, mode)));
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4Block, 100)]
        [InlineData(MessagePackCompression.Lz4Block, 500_000)]
        [InlineData(MessagePackCompression.Lz4BlockArray, 500_000)]
        public void Writers_use_only_the_spans_they_asked_for_and_never_ask_for_more_than_a_block(MessagePackCompression mode, int length)
        {
            byte[] plain = Pattern(length, seed: 3);
            StrictBufferWriter output = new StrictBufferWriter();
            Compressor.Write(new ReadOnlySequence<byte>(plain), output, mode, 1, ManagedLz4BlockCodec.Instance);
            Assert.Equal(plain, Decompress(output.WrittenBytes));

            // A full block's worst case plus headers: the destination is never asked for one huge span.
            Assert.True(output.LargestRequest <= SegmentPool.SegmentSize + (SegmentPool.SegmentSize / 255) + 16 + 11, $"asked for {output.LargestRequest}");
        }

        [Fact]
        public void Compressing_a_full_segment_into_a_SegmentedBuffer_stays_in_pooled_arrays()
        {
            byte[] plain = new byte[3 * SegmentPool.SegmentSize];
            new Random(7).NextBytes(plain);
            using SegmentedBuffer output = SegmentedBuffer.Rent();
            BufferDiagnostics.Reset();
            Compressor.Write(new ReadOnlySequence<byte>(plain), output, MessagePackCompression.Lz4BlockArray, 1, ManagedLz4BlockCodec.Instance);
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
            Assert.Equal(plain, Decompress(output.ToArray()));
        }

        private static void AssertBlocksAreBin32(byte[] framed, int headerLength, int blockCount)
        {
            int offset = headerLength;
            for (int i = 0; i < blockCount; i++)
            {
                Assert.Equal(0xC6, framed[offset]);
                int length = (framed[offset + 1] << 24) | (framed[offset + 2] << 16) | (framed[offset + 3] << 8) | framed[offset + 4];
                offset += 5 + length;
            }

            Assert.Equal(framed.Length, offset);
        }
    }
}
