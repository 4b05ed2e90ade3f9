using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Compression;
using BlockPack.Compression.Framing;
using BlockPack.Compression.Integrity;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression.Checksums
{
    /// <summary>
    /// The checked framings (ext 97 block array, ext 96 block) through the serializer: round trips in both modes, on one
    /// thread and through the compression pipeline and the parallel decoder, and either form read with either options.
    /// </summary>
    public class CheckedFramingTests
    {
        private static readonly MessagePackSerializerOptions Raw = new MessagePackSerializerOptions(CompressionTestResolver.Instance);

        public static TheoryData<MessagePackCompression, int, int> RoundTripCases()
        {
            var data = new TheoryData<MessagePackCompression, int, int>();
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                // Record counts: one small block; just over one 64 KB segment; ~1.2 MB (about 19 blocks: pipeline
                // workers and the parallel decoder both engage with two threads).
                foreach (int records in new[] { 20, 2_900, 50_000 })
                {
                    data.Add(mode, records, 1);
                    data.Add(mode, records, 2);
                }
            }

            return data;
        }

        [Theory]
        [MemberData(nameof(RoundTripCases))]
        public void Checked_payloads_round_trip_and_use_the_checked_ext_codes(MessagePackCompression mode, int records, int threads)
        {
            byte[] plain = PlainRecords(records);
            MessagePackSerializerOptions options = Raw.WithCompression(mode).WithBlockChecksums(true).WithMaxDegreeOfParallelism(threads);
            byte[] framed = MessagePackSerializer.Serialize(new RawMsgpack(plain), options);

            Assert.Equal(mode == MessagePackCompression.Lz4Block ? CheckedFraming.Lz4BlockExtensionType : CheckedFraming.Lz4BlockArrayExtensionType, LeadingExtensionType(framed));
            Assert.Equal(plain, MessagePackSerializer.Deserialize<RawMsgpack>(framed, out int read, options).Bytes);
            Assert.Equal(framed.Length, read);

            // The blocks' compressed bytes are what the unchecked framing holds: only the header differs.
            byte[] unchecked_ = MessagePackSerializer.Serialize(new RawMsgpack(plain), options.WithBlockChecksums(false));
            Assert.Equal(CompressedBlocks(unchecked_), CompressedBlocks(framed));
        }

        [Fact]
        public void The_pipeline_writes_the_same_checked_bytes_as_one_thread()
        {
            MessagePackSerializerOptions options = Raw.WithCompression(MessagePackCompression.Lz4BlockArray).WithBlockChecksums(true);
            foreach (int records in new[] { 2_900, 12_000, 50_000 })
            {
                var value = new RecordStream(records);
                byte[] one = MessagePackSerializer.Serialize(value, options.WithMaxDegreeOfParallelism(1));
                Assert.Equal(one, MessagePackSerializer.Serialize(value, options.WithMaxDegreeOfParallelism(2)));
                Assert.Equal(one, MessagePackSerializer.Serialize(value, options.WithMaxDegreeOfParallelism(4)));
                Assert.Equal(PlainRecords(records), Decompress(one));
            }
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4Block)]
        [InlineData(MessagePackCompression.Lz4BlockArray)]
        public void Checked_and_unchecked_payloads_are_read_whatever_the_options_say(MessagePackCompression written)
        {
            byte[] plain = PlainRecords(12_000);
            byte[] checkedPayload = MessagePackSerializer.Serialize(new RawMsgpack(plain), Raw.WithCompression(written).WithBlockChecksums(true));
            byte[] uncheckedPayload = MessagePackSerializer.Serialize(new RawMsgpack(plain), Raw.WithCompression(written));
            foreach (MessagePackCompression readMode in new[] { MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                foreach (bool checksums in new[] { false, true })
                {
                    MessagePackSerializerOptions reader = Raw.WithCompression(readMode).WithBlockChecksums(checksums);
                    Assert.Equal(plain, MessagePackSerializer.Deserialize<RawMsgpack>(checkedPayload, reader).Bytes);
                    Assert.Equal(plain, MessagePackSerializer.Deserialize<RawMsgpack>(uncheckedPayload, reader).Bytes);
                }
            }
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4Block)]
        [InlineData(MessagePackCompression.Lz4BlockArray)]
        public void Checked_payloads_split_across_input_segments_at_any_point_decode(MessagePackCompression mode)
        {
            // The header checksum and the block checksums are computed across segment boundaries, as a pipe hands them over.
            byte[] plain = PlainRecords(8);
            byte[] framed = Compress(plain, mode, minimumLength: 1, blockChecksums: true);
            for (int cut = 1; cut < framed.Length; cut++)
            {
                Assert.Equal(plain, Decompress(Segmented(framed, cut, cut + 3, cut + 7), MessagePackSecurity.DefaultMaximumDecompressedSize, out long consumed));
                Assert.Equal(framed.Length, consumed);
            }
        }

        [Fact]
        public void Values_under_the_threshold_stay_plain_and_the_option_defaults_to_off()
        {
            Assert.False(MessagePackSerializerOptions.Standard.BlockChecksums);
            MessagePackSerializerOptions options = Raw.WithCompression(MessagePackCompression.Lz4BlockArray).WithBlockChecksums(true);
            byte[] shortValue = Pattern(63);
            Assert.Equal(shortValue, MessagePackSerializer.Serialize(new RawMsgpack(shortValue), options));
            Assert.True(options.WithCompression(MessagePackCompression.Lz4Block).BlockChecksums);
            Assert.Same(options, options.WithBlockChecksums(true));
        }

        [Fact]
        public void ConvertToJson_reads_checked_payloads()
        {
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray).WithBlockChecksums(true);
            string[] words = Enumerable.Range(0, 40).Select(i => "word" + i).ToArray();
            byte[] framed = MessagePackSerializer.Serialize(words, options);
            Assert.Equal(CheckedFraming.Lz4BlockArrayExtensionType, LeadingExtensionType(framed));
            Assert.Equal(MessagePackSerializer.ConvertToJson(MessagePackSerializer.Serialize(words)), MessagePackSerializer.ConvertToJson(framed, options));
        }

        [Fact]
        public void A_corrupt_block_among_many_is_named_with_both_checksums_by_the_parallel_and_the_sequential_decoder()
        {
            byte[] plain = PlainRecords(50_000);
            MessagePackSerializerOptions options = Raw.WithCompression(MessagePackCompression.Lz4BlockArray).WithBlockChecksums(true);
            byte[] framed = MessagePackSerializer.Serialize(new RawMsgpack(plain), options);
            List<(int Offset, int Length)> blocks = BlockSpans(framed);
            Assert.True(blocks.Count > 8, $"{blocks.Count} blocks");

            int victim = 7;
            byte[] damaged = (byte[])framed.Clone();
            damaged[blocks[victim].Offset + (blocks[victim].Length / 2)] ^= 0x10;
            uint expected = Crc32C.Compute(framed.AsSpan(blocks[victim].Offset, blocks[victim].Length));
            uint actual = Crc32C.Compute(damaged.AsSpan(blocks[victim].Offset, blocks[victim].Length));

            foreach (int threads in new[] { 1, 2 })
            {
                var failure = Assert.Throws<MessagePackSerializationException>(
                    () => MessagePackSerializer.Deserialize<RawMsgpack>(damaged, options.WithMaxDegreeOfParallelism(threads)));
                Assert.Contains($"LZ4 block {victim} ", failure.Message);
                Assert.Contains($"0x{expected:X8}", failure.Message);
                Assert.Contains($"0x{actual:X8}", failure.Message);
                Assert.Contains("CRC-32C", failure.Message);
            }
        }

        [Fact]
        public void A_damaged_declared_size_is_reported_as_a_header_checksum_mismatch_before_anything_is_decoded()
        {
            byte[] plain = PlainRecords(2_900);
            MessagePackSerializerOptions options = Raw.WithCompression(MessagePackCompression.Lz4BlockArray).WithBlockChecksums(true);
            byte[] framed = MessagePackSerializer.Serialize(new RawMsgpack(plain), options);

            // The first row's decompressed size: 65,536 becomes 65,537, a size every size check alone would accept.
            int row = TableOffset(framed);
            Assert.Equal(65_536u, BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(row)));
            byte[] damaged = (byte[])framed.Clone();
            damaged[row + 3] ^= 0x01;
            var failure = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<RawMsgpack>(damaged, options));
            Assert.Contains("header of the checked Lz4BlockArray", failure.Message);
        }

        internal static byte[] PlainRecords(int records)
            => MessagePackSerializer.Serialize(new RecordStream(records), Raw);

        internal static sbyte LeadingExtensionType(byte[] framed)
        {
            var reader = new MessagePackReader(framed);
            if (reader.NextMessagePackType == MessagePackType.Array)
            {
                reader.ReadArrayHeader();
            }

            return reader.ReadExtensionFormatHeader().TypeCode;
        }

        /// <summary>The offset of the first row of an ext 97 table: after the array header and the ext header.</summary>
        internal static int TableOffset(byte[] framed)
        {
            var reader = new MessagePackReader(framed);
            reader.ReadArrayHeader();
            reader.ReadExtensionFormatHeader();
            return (int)reader.Consumed;
        }

        /// <summary>The (offset, length) of every LZ4 block of a framing, found with the ordinary msgpack reader.</summary>
        internal static List<(int Offset, int Length)> BlockSpans(byte[] framed)
        {
            var spans = new List<(int, int)>();
            var reader = new MessagePackReader(framed);
            if (reader.NextMessagePackType == MessagePackType.Extension)
            {
                ExtensionHeader header = reader.ReadExtensionFormatHeader();
                int prefix = header.TypeCode == CheckedFraming.Lz4BlockExtensionType ? CheckedFraming.BlockPrefixSize : FramingHeaders.Int32Size;
                spans.Add(((int)reader.Consumed + prefix, (int)header.Length - prefix));
                return spans;
            }

            int count = reader.ReadArrayHeader();
            reader.Skip();
            for (int i = 1; i < count; i++)
            {
                ReadOnlySequence<byte> bytes = reader.ReadBytes()!.Value;
                spans.Add(((int)(reader.Consumed - bytes.Length), (int)bytes.Length));
            }

            return spans;
        }

        private static byte[][] CompressedBlocks(byte[] framed)
            => BlockSpans(framed).Select(s => framed.AsSpan(s.Offset, s.Length).ToArray()).ToArray();
    }
}
