using System;
using System.Buffers;
using System.Linq;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Parallel;
using static BlockPack.Tests.Compression.Zstd.ZstdTestSupport;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// ZstdBlockArray's version-1 form (ext 95, checked ext 94: one standard frame per 64 KB block), which BlockPack
    /// still reads, written by the block-array writer that still follows its rules (<see cref="ZstdTestSupport.Compress(byte[], bool, ZstdDictionary?, MessagePackCompressionLevel)"/>):
    /// its bytes as docs/format.md specifies them, round trips, block cuts and parallel decoding; and, through the
    /// serializer (which writes the frames form), the levels and the codes.
    /// </summary>
    public sealed class ZstdBlockArrayTests
    {
        /// <summary>The worked example's value, <c>["hello" × 10, "world"]</c>: 67 bytes of msgpack.</summary>
        internal static readonly byte[] ExamplePlain = Hex("9B" + string.Concat(Enumerable.Repeat(" A5 68 65 6C 6C 6F", 10)) + " A5 77 6F 72 6C 64");

        [Fact]
        public void The_worked_example_has_the_header_docs_format_md_gives()
        {
            byte[] framed = Compress(ExamplePlain);

            // 92: array of 2; C7 05 5F: ext8, 5 bytes, type 95; 00 00 00 00: no dictionary; 43: size 67; C4 LL: bin8.
            Assert.Equal(Hex("92 C7 05 5F 00 00 00 00 43 C4"), framed.AsSpan(0, 10).ToArray());
            Assert.Equal(framed.Length - 11, framed[10]);

            // The block is a standard Zstandard frame: magic 28 B5 2F FD, then a frame header holding the content size.
            Assert.Equal(Hex("28 B5 2F FD"), framed.AsSpan(11, 4).ToArray());
            Assert.Equal(ExamplePlain, Decompress(framed));
        }

        [Fact]
        public void The_worked_examples_are_byte_for_byte_what_docs_format_md_shows()
        {
            // ZstdSharp.Port 0.8.8 at level 3; another Zstandard encoder (or version) may write another valid frame.
            const string Frame = "28 B5 2F FD 20 43 95 00 00 60 9B A5 68 65 6C 6C 6F 77 6F 72 6C 64 01 00 CC 59 8C";
            Assert.Equal("92 C7 05 5F 00 00 00 00 43 C4 1B " + Frame, Lz4TestSupport.ToHex(Compress(ExamplePlain)));
            Assert.Equal(
                "92 C7 14 5E 00 00 00 00 00 00 00 43 00 00 00 1B 9C D7 1F 75 92 C6 3F EF C4 1B " + Frame,
                Lz4TestSupport.ToHex(Compress(ExamplePlain, checksums: true)));
        }

        [Fact]
        public void The_checked_worked_example_has_the_header_docs_format_md_gives()
        {
            byte[] framed = Compress(ExamplePlain, checksums: true);
            byte[] unchecked_ = Compress(ExamplePlain);
            byte[] frame = unchecked_.AsSpan(11).ToArray();

            // 92; C7 14 5E: ext8 of 4 + 12 + 4 = 20 bytes, type 94; dictionary 0; one row (67, the frame's length, its
            // CRC-32C); the CRC-32C of the 20 bytes before it; bin8 and the same frame.
            Assert.Equal(Hex("92 C7 14 5E 00 00 00 00 00 00 00 43"), framed.AsSpan(0, 12).ToArray());
            Assert.Equal(frame.Length, System.Buffers.Binary.BinaryPrimitives.ReadInt32BigEndian(framed.AsSpan(12)));
            Assert.Equal(Crc32CReference(frame), System.Buffers.Binary.BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(16)));
            Assert.Equal(Crc32CReference(framed.AsSpan(0, 20).ToArray()), System.Buffers.Binary.BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(20)));
            Assert.Equal(new byte[] { 0xC4, (byte)frame.Length }, framed.AsSpan(24, 2).ToArray());
            Assert.Equal(frame, framed.AsSpan(26).ToArray());
            Assert.Equal(ExamplePlain, Decompress(framed));
        }

        [Theory]
        [InlineData(1, false)]
        [InlineData(100, false)]
        [InlineData(65_535, false)]
        [InlineData(65_536, false)]
        [InlineData(65_537, false)]
        [InlineData(1_000_000, false)]
        [InlineData(100, true)]
        [InlineData(65_537, true)]
        [InlineData(1_000_000, true)]
        public void Plain_bytes_round_trip_through_the_framing(int length, bool checksums)
        {
            byte[] plain = Pattern(length, seed: length);
            byte[] framed = Compress(plain, checksums);
            Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(framed), long.MaxValue, out long consumed));
            Assert.Equal(framed.Length, consumed);
        }

        [Fact]
        public void Blocks_are_cut_at_64KB_and_their_sizes_listed_in_the_header()
        {
            byte[] plain = Pattern((2 * 65_536) + 10, seed: 3);
            byte[] framed = Compress(plain);

            // 94: array of 4 (the ext and 3 blocks); C7 0F 5F: ext8 of 4 + 5 + 5 + 1 = 15 bytes, type 95; no dictionary;
            // 65,536 does not fit a uint16, so each full block's size is CE 00 01 00 00, and 10 is the fixint 0A.
            Assert.Equal(Hex("94 C7 0F 5F 00 00 00 00 CE 00 01 00 00 CE 00 01 00 00 0A"), framed.AsSpan(0, 19).ToArray());
            Assert.Equal(plain, Decompress(framed));
        }

        [Fact]
        public void Many_blocks_decode_in_parallel_to_the_same_bytes()
        {
            byte[] plain = Pattern(3_000_000, seed: 4);
            byte[] framed = Compress(plain, checksums: true);
            DecodeParallelism parallel = new DecodeParallelism(minimumPayload: 0, maxDegree: 4, backOff: false);
            Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(framed), long.MaxValue, out _, parallelism: parallel));
            Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(Compress(plain)), long.MaxValue, out _, parallelism: parallel));
        }

        [Fact]
        public void A_payload_split_across_input_segments_decodes()
        {
            byte[] plain = Pattern(300_000, seed: 5);
            byte[] framed = Compress(plain, checksums: true);
            ReadOnlySequence<byte> pieces = SequenceOf(framed, 7_001);
            Assert.Equal(plain, Decompress(pieces, long.MaxValue, out long consumed));
            Assert.Equal(framed.Length, consumed);
        }

        [Theory]
        [InlineData(false, 1)]
        [InlineData(false, 4)]
        [InlineData(true, 1)]
        [InlineData(true, 4)]
        public void Records_round_trip_through_the_serializer(bool checksums, int degree)
        {
            MessagePackSerializerOptions options = Options.WithBlockChecksums(checksums).WithMaxDegreeOfParallelism(degree);
            RecordStream records = new RecordStream(60_000);
            byte[] payload = MessagePackSerializer.Serialize(records, options);
            Assert.Equal(checksums ? 92 : 93, ZstdFramesTests.ParsedHeader.Parse(payload).TypeCode);
            RecordDigest digest = MessagePackSerializer.Deserialize<RecordDigest>(payload, options);
            Assert.Equal(60_000, digest.Count);
            Assert.Equal(Enumerable.Range(0, 60_000).Sum(i => (long)i), digest.IdSum);

            // Through an IBufferWriter (the pipelined path when degree > 1) the bytes are the same.
            using SegmentedBuffer output = SegmentedBuffer.Rent();
            MessagePackSerializer.Serialize(output, records, options);
            Assert.Equal(payload, output.ToArray());
        }

        [Fact]
        public void Zstandard_output_is_smaller_than_LZ4_output_of_the_same_records()
        {
            RecordStream records = new RecordStream(20_000);
            MessagePackSerializerOptions lz4 = Options.WithCompression(MessagePackCompression.Lz4BlockArray);
            int lz4Length = MessagePackSerializer.Serialize(records, lz4).Length;
            int zstdLength = MessagePackSerializer.Serialize(records, Options).Length;
            Assert.True(zstdLength < lz4Length, $"Zstandard {zstdLength} bytes, LZ4 {lz4Length} bytes");
        }

        [Fact]
        public void Levels_change_the_size_and_every_level_reads_back()
        {
            byte[] plain = MessagePackSerializer.Serialize(new RecordStream(20_000), Options.WithCompression(MessagePackCompression.None));
            byte[] fastest = MessagePackSerializer.Serialize(new RawMsgpack(plain), Options.WithCompressionLevel(MessagePackCompressionLevel.Fastest));
            byte[] optimal = MessagePackSerializer.Serialize(new RawMsgpack(plain), Options);
            byte[] smallest = MessagePackSerializer.Serialize(new RawMsgpack(plain), Options.WithCompressionLevel(MessagePackCompressionLevel.SmallestSize));
            byte[] explicit22 = MessagePackSerializer.Serialize(new RawMsgpack(plain), Options.WithZstdCompressionLevel(22));
            byte[] explicitFast = MessagePackSerializer.Serialize(new RawMsgpack(plain), Options.WithCompressionLevel(MessagePackCompressionLevel.SmallestSize).WithZstdCompressionLevel(-5));
            Assert.True(smallest.Length < optimal.Length, $"{smallest.Length} vs {optimal.Length}");
            Assert.True(optimal.Length <= fastest.Length, $"{optimal.Length} vs {fastest.Length}");
            Assert.True(explicitFast.Length > fastest.Length, $"{explicitFast.Length} vs {fastest.Length}");
            foreach (byte[] payload in new[] { fastest, optimal, smallest, explicit22, explicitFast })
            {
                Assert.Equal(plain, MessagePackSerializer.Deserialize<RawMsgpack>(payload, Options.WithCompression(MessagePackCompression.Lz4Block)).Bytes);
            }
        }

        [Theory]
        [InlineData(0)]
        [InlineData(-8)]
        [InlineData(23)]
        public void An_explicit_level_outside_the_range_is_refused(int level)
        {
            Assert.Throws<ArgumentOutOfRangeException>(() => Options.WithZstdCompressionLevel(level));
        }

        [Fact]
        public void Short_values_stay_plain_without_a_dictionary()
        {
            byte[] payload = MessagePackSerializer.Serialize(new RawMsgpack(ExamplePlain.AsSpan(0, 7).ToArray()), Options);
            Assert.Equal(ExamplePlain.AsSpan(0, 7).ToArray(), payload);
        }

        [Fact]
        public void Every_compression_mode_reads_the_framing_by_its_ext_code()
        {
            byte[] framed = Compress(ExamplePlain, checksums: false);
            byte[] checkedFramed = Compress(ExamplePlain, checksums: true);
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray, MessagePackCompression.ZstdBlockArray })
            {
                MessagePackSerializerOptions options = Options.WithCompression(mode);
                Assert.Equal(ExamplePlain, MessagePackSerializer.Deserialize<RawMsgpack>(framed, options).Bytes);
                Assert.Equal(ExamplePlain, MessagePackSerializer.Deserialize<RawMsgpack>(checkedFramed, options).Bytes);
            }
        }

        [Fact]
        public void Zstandard_options_still_read_LZ4_payloads()
        {
            byte[] lz4 = Lz4TestSupport.Compress(ExamplePlain, MessagePackCompression.Lz4BlockArray);
            Assert.Equal(ExamplePlain, MessagePackSerializer.Deserialize<RawMsgpack>(lz4, Options).Bytes);
        }

        [Fact]
        public void The_extension_codes_are_clear_of_MessagePack_CSharp_and_the_LZ4_framings()
        {
            sbyte[] taken = { -1, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 96, 97, 98, 99, 100 };
            Assert.DoesNotContain(ReservedExtensionTypeCodes.ZstdBlockArray, taken);
            Assert.DoesNotContain(ReservedExtensionTypeCodes.CheckedZstdBlockArray, taken);
            Assert.Equal(95, ReservedExtensionTypeCodes.ZstdBlockArray);
            Assert.Equal(94, ReservedExtensionTypeCodes.CheckedZstdBlockArray);
        }

        /// <summary>CRC-32C from System.IO.Hashing, independent of BlockPack's engines.</summary>
        internal static uint Crc32CReference(byte[] data)
        {
            return System.IO.Hashing.Crc32.HashToUInt32(System.IO.Hashing.Crc32ParameterSet.Crc32C, data);
        }

        internal static ReadOnlySequence<byte> SequenceOf(byte[] data, int pieceLength) => SegmentedSequence.Chunked(data, pieceLength);
    }
}
