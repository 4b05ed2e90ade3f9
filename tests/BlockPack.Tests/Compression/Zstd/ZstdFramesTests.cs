using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using static BlockPack.Tests.Compression.Zstd.ZstdTestSupport;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// ZstdBlockArray's frames form (format version 2, ext 93 and 92; docs/format.md): frames that span the frame size
    /// (the last one or two shorter) wherever the segments end, the header read back by a parser written here from the
    /// format page, and the same bytes whichever thread compressed them.
    /// </summary>
    public sealed class ZstdFramesTests
    {
        [Theory]
        [InlineData(1, false)]
        [InlineData(100, false)]
        [InlineData(65_536, false)]
        [InlineData(65_537, false)]
        [InlineData(1 << 20, false)]
        [InlineData((1 << 20) + 1, false)]
        [InlineData(3_500_000, false)]
        [InlineData(100, true)]
        [InlineData((1 << 20) + 1, true)]
        [InlineData(3_500_000, true)]
        public void Plain_bytes_round_trip_through_the_frames(int length, bool checksums)
        {
            byte[] plain = Pattern(length, seed: length);
            byte[] framed = CompressFrames(plain, checksums);
            Assert.Equal(checksums ? 92 : 93, ParsedHeader.Parse(framed).TypeCode);
            Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(framed), long.MaxValue, out long consumed));
            Assert.Equal(framed.Length, consumed);
        }

        [Theory]
        [InlineData(MessagePackSerializerOptions.DefaultZstdFrameSize, false)]
        [InlineData(MessagePackSerializerOptions.DefaultZstdFrameSize, true)]
        [InlineData(256 * 1024, false)]
        [InlineData(65_536, true)]
        [InlineData(8 << 20, false)]
        public void Frames_span_the_frame_size_each(int frameSize, bool checksums)
        {
            // The serializer's buffer: 64 KB segments, as the frames see them.
            byte[] plain = Pattern(3_500_000, seed: 7);
            ReadOnlySequence<byte> segments = Lz4TestSupport.Segmented(plain, Enumerable.Range(1, plain.Length / 65_536).Select(i => i * 65_536).ToArray());
            byte[] framed = CompressFrames(segments, checksums, frameSize: frameSize);

            ParsedHeader header = ParsedHeader.Parse(framed);
            int expectedFrames = (plain.Length + frameSize - 1) / frameSize;
            Assert.Equal(expectedFrames, header.Frames.Count);
            for (int i = 0; i < expectedFrames; i++)
            {
                Assert.Equal(Math.Min(frameSize, plain.Length - (i * frameSize)), header.Frames[i].Plain);
            }

            // The ext payload is exactly the header and the frames; each frame is a magicless Zstandard frame (its first
            // byte the frame header descriptor, no 28 B5 2F FD) and, checked, its CRC-32C is the row's.
            Assert.Equal(framed.Length, header.FramesStart + header.Frames.Sum(f => f.Compressed));
            int offset = header.FramesStart;
            foreach ((int _, int compressed, uint? checksum) in header.Frames)
            {
                Assert.NotEqual(Hex("28 B5 2F FD"), framed.AsSpan(offset, 4).ToArray());
                if (checksums)
                {
                    Assert.Equal(checksum, Crc32CReference(framed.AsSpan(offset, compressed)));
                }

                offset += compressed;
            }

            Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(framed), long.MaxValue, out _));
        }

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public void The_pipeline_writes_the_bytes_the_calling_thread_writes(bool checksums)
        {
            RecordStream records = new RecordStream(120_000);
            MessagePackSerializerOptions options = Options.WithBlockChecksums(checksums).WithZstdFrameSize(256 * 1024);
            byte[] single = MessagePackSerializer.Serialize(records, options.WithMaxDegreeOfParallelism(1));
            Assert.True(ParsedHeader.Parse(single).Frames.Count >= 3);
            for (int round = 0; round < 3; round++)
            {
                Assert.Equal(single, MessagePackSerializer.Serialize(records, options.WithMaxDegreeOfParallelism(4)));
                using SegmentedBuffer output = SegmentedBuffer.Rent();
                MessagePackSerializer.Serialize(output, records, options.WithMaxDegreeOfParallelism(4));
                Assert.Equal(single, output.ToArray());
            }

            RecordDigest digest = MessagePackSerializer.Deserialize<RecordDigest>(single, options);
            Assert.Equal(120_000, digest.Count);
        }

        [Theory]
        [InlineData(600_000, new[] { 1 << 20, 327_680, 272_320 })]
        [InlineData(524_288, new[] { 1 << 20, 262_144, 262_144 })]
        [InlineData(524_287, new[] { 1 << 20, 524_287 })]
        [InlineData(983_040, new[] { 1 << 20, 524_288, 458_752 })]
        [InlineData(983_041, new[] { 1 << 20, 983_041 })]
        [InlineData((2 << 20) + 700_000, new[] { 1 << 20, 1 << 20, 1 << 20, 393_216, 306_784 })]
        [InlineData(-448_576, new[] { 600_000 })]
        public void A_last_run_of_at_least_half_a_frame_is_halved_when_the_value_has_more_than_one_run(int afterFirstFrame, int[] expected)
        {
            // After full 1 MiB runs, the last run is cut in two when it leaves room for another 64 KB and holds half a
            // frame or more; the first half takes the larger half of the 64 KB pieces its length fills. A value of one run
            // stays whole.
            byte[] plain = WireProbe.WireProbe.Text((1 << 20) + afterFirstFrame, seed: 5);
            ReadOnlySequence<byte> segments = Lz4TestSupport.Segmented(plain, Enumerable.Range(1, (plain.Length - 1) / 65_536).Select(i => i * 65_536).ToArray());
            foreach (bool checksums in new[] { false, true })
            {
                byte[] framed = CompressFrames(segments, checksums);
                Assert.Equal(expected, ParsedHeader.Parse(framed).Frames.Select(f => f.Plain).ToArray());
                Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(framed), long.MaxValue, out _));

                // The serializer's pipeline, with workers compressing the full runs while the value is written, cuts the
                // same frames and writes the same bytes.
                MessagePackSerializerOptions options = Options.WithBlockChecksums(checksums);
                for (int round = 0; round < 3; round++)
                {
                    Assert.Equal(framed, MessagePackSerializer.Serialize(new RawMsgpack(plain), options.WithMaxDegreeOfParallelism(4)));
                }
            }
        }

        [Theory]
        [InlineData(3_500_000, new[] { 1 << 20, 1 << 20, 1 << 20, 354_272 })]
        [InlineData((2 << 20) + 700_000, new[] { 1 << 20, 1 << 20, 393_216, 306_784 })]
        public void Frames_are_cut_by_the_value_length_wherever_the_segments_end(int length, int[] expected)
        {
            // A serializer's segment ends short when the next string needs more contiguous room than it has left. The runs
            // must not follow those ends: every frame but the last one or two spans exactly the frame size, the piece
            // that crosses the line being cut, and the bytes are those of the same value in full 64 KB segments.
            byte[] plain = WireProbe.WireProbe.Text(length, seed: 11);
            List<int> shortEnds = new List<int>();
            for (int end = 0, i = 0; ; i++)
            {
                end += 65_536 - ((i * 7_919) % 30_000);
                if (end >= plain.Length)
                {
                    break;
                }

                shortEnds.Add(end);
            }

            ReadOnlySequence<byte> shortSegments = Lz4TestSupport.Segmented(plain, shortEnds.ToArray());
            ReadOnlySequence<byte> fullSegments = Lz4TestSupport.Segmented(plain, Enumerable.Range(1, (plain.Length - 1) / 65_536).Select(i => i * 65_536).ToArray());
            foreach (bool checksums in new[] { false, true })
            {
                byte[] framed = CompressFrames(shortSegments, checksums);
                Assert.Equal(expected, ParsedHeader.Parse(framed).Frames.Select(f => f.Plain).ToArray());
                Assert.Equal(CompressFrames(fullSegments, checksums), framed);
                Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(framed), long.MaxValue, out _));
            }
        }

        [Fact]
        public void The_serializer_cuts_frames_of_long_strings_at_exact_multiples_of_the_frame_size()
        {
            // Strings of 40,000 characters: each takes a segment of its own, which it leaves 25 KB short.
            string[] value = Enumerable.Range(0, 90).Select(i => new string((char)('a' + (i % 26)), 30_000) + string.Concat(Enumerable.Range(i, 1_000).Select(n => n.ToString("D10", CultureInfo.InvariantCulture)))).ToArray();
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray);
            int plainLength = MessagePackSerializer.Serialize(value, MessagePackSerializerOptions.Standard).Length;
            int frameSize = options.ZstdFrameSize;
            int[] expected = Enumerable.Range(0, (plainLength + frameSize - 1) / frameSize).Select(i => Math.Min(frameSize, plainLength - (i * frameSize))).ToArray();
            Assert.True(expected.Length >= 4 && expected[expected.Length - 1] < frameSize / 2, "The value no longer ends in a short last run.");

            byte[] single = MessagePackSerializer.Serialize(value, options.WithMaxDegreeOfParallelism(1));
            Assert.Equal(expected, ParsedHeader.Parse(single).Frames.Select(f => f.Plain).ToArray());
            Assert.Equal(single, MessagePackSerializer.Serialize(value, options.WithMaxDegreeOfParallelism(4)));
            Assert.Equal(value, MessagePackSerializer.Deserialize<string[]>(single, options));
        }

        [Fact]
        public void At_the_default_level_the_frames_above_256KB_of_a_value_of_one_and_a_half_frames_or_more_use_smaller_match_tables()
        {
            // Computed with ZstdSharp's own one-shot compressor: every frame above 256 KB of a value of 1.5 MiB or more is
            // level 3 with hash log 14 and chain log 13; a shorter value's frames have the tables Zstandard picks for
            // their size. Each value is written by the calling thread and by the pipeline, which hands the first frame
            // to a worker only once the value is known to be large.
            int[][] frameLengths =
            {
                new[] { 1 << 20, 1 << 20, 1 << 20 },
                new[] { 1 << 20, 262_144, 262_144 },    // 1.5 MiB: the last run halved, its halves not above 256 KB
                new[] { 1 << 20, 524_287 },             // one byte short of 1.5 MiB
            };
            foreach (int[] lengths in frameLengths)
            {
                byte[] plain = WireProbe.WireProbe.Text(lengths.Sum(), seed: 6);
                bool large = plain.Length >= 3 << 19;
                byte[] framed = CompressFrames(plain);
                Assert.Equal(framed, MessagePackSerializer.Serialize(new RawMsgpack(plain), Options.WithMaxDegreeOfParallelism(4)));
                ParsedHeader header = ParsedHeader.Parse(framed);
                Assert.Equal(lengths, header.Frames.Select(f => f.Plain).ToArray());
                int offset = header.FramesStart;
                int start = 0;
                for (int i = 0; i < lengths.Length; i++)
                {
                    using ZstdSharp.Compressor reference = new ZstdSharp.Compressor(3);
                    reference.SetParameter(ZstdSharp.Unsafe.ZSTD_cParameter.ZSTD_c_experimentalParam2, (int)ZstdSharp.Unsafe.ZSTD_format_e.ZSTD_f_zstd1_magicless);
                    if (large && lengths[i] > 256 * 1024)
                    {
                        reference.SetParameter(ZstdSharp.Unsafe.ZSTD_cParameter.ZSTD_c_hashLog, 14);
                        reference.SetParameter(ZstdSharp.Unsafe.ZSTD_cParameter.ZSTD_c_chainLog, 13);
                    }

                    byte[] expected = reference.Wrap(plain.AsSpan(start, lengths[i])).ToArray();
                    Assert.Equal(expected, framed.AsSpan(offset, header.Frames[i].Compressed).ToArray());
                    offset += header.Frames[i].Compressed;
                    start += lengths[i];
                }
            }

            // Frames of 256 KB or less keep Zstandard's own tables in a large value too: with 64 KB frames each frame is
            // one whole frame at level 3. The records hold random identifiers, so that tables of other sizes find other matches.
            Random random = new Random(7);
            StringBuilder records = new StringBuilder();
            while (records.Length < 3 << 16)
            {
                records.Append(random.Next(1 << 24).ToString("x6", CultureInfo.InvariantCulture)).Append(',').Append(random.Next(1000)).Append(";\n");
            }

            byte[] varied = Encoding.ASCII.GetBytes(records.ToString(0, 3 << 16));
            byte[] small = CompressFrames(varied, frameSize: 1 << 16);
            ParsedHeader smallHeader = ParsedHeader.Parse(small);
            Assert.Equal(3, smallHeader.Frames.Count);
            int smallOffset = smallHeader.FramesStart;
            for (int i = 0; i < 3; i++)
            {
                using ZstdSharp.Compressor reference = new ZstdSharp.Compressor(3);
                reference.SetParameter(ZstdSharp.Unsafe.ZSTD_cParameter.ZSTD_c_experimentalParam2, (int)ZstdSharp.Unsafe.ZSTD_format_e.ZSTD_f_zstd1_magicless);
                byte[] expected = reference.Wrap(varied.AsSpan(i << 16, 1 << 16)).ToArray();
                Assert.Equal(expected, small.AsSpan(smallOffset, smallHeader.Frames[i].Compressed).ToArray());
                smallOffset += smallHeader.Frames[i].Compressed;
            }

            // Other levels keep Zstandard's tables for every frame: level 1's second frame is one whole frame at level 1.
            byte[] threeFrames = WireProbe.WireProbe.Text(3 << 20, seed: 6);
            byte[] fastest = CompressFrames(threeFrames, level: MessagePackCompressionLevel.Fastest);
            ParsedHeader fastestHeader = ParsedHeader.Parse(fastest);
            using ZstdSharp.Compressor level1 = new ZstdSharp.Compressor(1);
            level1.SetParameter(ZstdSharp.Unsafe.ZSTD_cParameter.ZSTD_c_experimentalParam2, (int)ZstdSharp.Unsafe.ZSTD_format_e.ZSTD_f_zstd1_magicless);
            Assert.Equal(level1.Wrap(threeFrames.AsSpan(1 << 20, 1 << 20)).ToArray(), fastest.AsSpan(fastestHeader.FramesStart + fastestHeader.Frames[0].Compressed, fastestHeader.Frames[1].Compressed).ToArray());
        }

        [Fact]
        public void The_pipeline_starts_no_frame_before_the_value_is_known_to_be_large()
        {
            // Whether the value is large (one and a half frames or more) decides how each of its frames is compressed,
            // so a worker may take the first frame, complete at 1 MiB, only once that is settled. Written here 1,000 bytes
            // at a time, as a serializer writes, with a worker always allowed.
            byte[] plain = WireProbe.WireProbe.Text(3 << 20, seed: 8);
            int notYetLarge = (1 << 20) + (1 << 18);
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            BlockCompressionPipeline pipeline = BlockCompressionPipeline.Rent(ZstdBlockCodec.Plain, degree: 2, backOff: false);
            try
            {
                buffer.ReportCompletedSegments(pipeline);
                WriteInSmallSteps(buffer, plain.AsSpan(0, notYetLarge));
                Assert.False(pipeline.HasStartedWorkers, "A worker started on a frame of a value not yet known to be large.");
                WriteInSmallSteps(buffer, plain.AsSpan(notYetLarge));
                Assert.True(pipeline.HasStartedWorkers, "No worker started on the frames of a 3 MiB value.");
                ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
                Compressor.Write(buffer.AsReadOnlySequence(), output, MessagePackCompression.ZstdBlockArray, 1, ZstdBlockCodec.Plain, pipeline: pipeline);
                // The calling thread alone, over the same segments (so the same runs), writes the same bytes.
                Assert.Equal(CompressFrames(buffer.AsReadOnlySequence()), output.WrittenSpan.ToArray());
            }
            finally
            {
                pipeline.Return();
            }

            // A value that ends before it is large has its frames shared once it has ended: one each.
            using SegmentedBuffer shorter = SegmentedBuffer.Rent();
            pipeline = BlockCompressionPipeline.Rent(ZstdBlockCodec.Plain, degree: 2, backOff: false);
            try
            {
                shorter.ReportCompletedSegments(pipeline);
                WriteInSmallSteps(shorter, plain.AsSpan(0, notYetLarge));
                ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
                Compressor.Write(shorter.AsReadOnlySequence(), output, MessagePackCompression.ZstdBlockArray, 1, ZstdBlockCodec.Plain, pipeline: pipeline);
                Assert.True(pipeline.HasStartedWorkers, "No worker shared the two frames of a value that ended at 1.25 MiB.");
                Assert.Equal(CompressFrames(shorter.AsReadOnlySequence()), output.WrittenSpan.ToArray());
            }
            finally
            {
                pipeline.Return();
            }
        }

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public void Frames_decode_in_parallel_to_the_same_bytes(bool checksums)
        {
            byte[] plain = Pattern(5_000_000, seed: 8);
            byte[] framed = CompressFrames(plain, checksums, frameSize: 256 * 1024);
            DecodeParallelism parallel = new DecodeParallelism(minimumPayload: 0, maxDegree: 4, backOff: false);
            Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(framed), long.MaxValue, out _, parallelism: parallel));

            // Frames that straddle the input's segments decode the same, on one thread and on several.
            ReadOnlySequence<byte> pieces = SequenceOf(framed, 7_001);
            Assert.Equal(plain, Decompress(pieces, long.MaxValue, out _, parallelism: parallel));
            Assert.Equal(plain, Decompress(pieces, long.MaxValue, out _, parallelism: new DecodeParallelism(minimumPayload: 0, maxDegree: 1, backOff: false)));
        }

        [Fact]
        public void The_worked_examples_are_byte_for_byte_what_docs_format_md_shows()
        {
            // ZstdSharp.Port 0.8.8 at level 3; another Zstandard encoder (or version) may write another valid frame.
            const string Frame = "20 43 95 00 00 60 9B A5 68 65 6C 6C 6F 77 6F 72 6C 64 01 00 CC 59 8C";
            byte[] plain = ZstdBlockArrayTests.ExamplePlain;
            Assert.Equal("C7 1F 5D 02 00 00 00 00 01 43 17 " + Frame, Lz4TestSupport.ToHex(CompressFrames(plain)));
            byte[] checkedFramed = CompressFrames(plain, checksums: true);
            Assert.Equal("C9 00 00 00 30 5C 02 00 00 00 00 00 00 00 01 00 00 00 43 00 00 00 17 07 9B 57 FC 2D DE 14 F9 " + Frame, Lz4TestSupport.ToHex(checkedFramed));

            // The checksums, recomputed here: the frame's, and the header's over the 26 bytes before it.
            Assert.Equal(Crc32CReference(Hex(Frame)), BinaryPrimitives.ReadUInt32BigEndian(checkedFramed.AsSpan(23)));
            Assert.Equal(Crc32CReference(checkedFramed.AsSpan(0, 27)), BinaryPrimitives.ReadUInt32BigEndian(checkedFramed.AsSpan(27)));

            // Through the serializer, the same bytes.
            Assert.Equal(CompressFrames(plain), MessagePackSerializer.Serialize(new RawMsgpack(plain), Options));
            Assert.Equal(plain, Decompress(checkedFramed));
        }

        [Fact]
        public void One_frame_over_a_small_value_costs_16_bytes_of_framing()
        {
            byte[] plain = Pattern(100, seed: 9);
            byte[] framed = CompressFrames(plain);
            ParsedHeader header = ParsedHeader.Parse(framed);

            // C7 LL 5D (ext8, type 93), version 02, dictionary id 0, 1 frame, its two sizes: 11 bytes before the frame,
            // whose own header is 2 bytes (descriptor and a one-byte content size) and a 3-byte block header.
            Assert.Equal(Hex("02 00 00 00 00 01 64"), framed.AsSpan(3, 7).ToArray());
            Assert.Equal(0x5D, framed[2]);
            Assert.Equal(11, header.FramesStart);
            Assert.Single(header.Frames);
        }

        [Fact]
        public void A_dictionary_makes_a_72_byte_record_smaller_than_plain()
        {
            List<byte[]> samples = Records72(2_000, seed: 1);
            ZstdDictionary dictionary = ZstdDictionary.Train(samples.Select(s => (ReadOnlyMemory<byte>)s));
            MessagePackSerializerOptions options = Options.WithZstdDictionary(dictionary);
            long plain = 0;
            long framed = 0;
            foreach (byte[] record in Records72(200, seed: 2))
            {
                plain += record.Length;
                byte[] written = CompressFrames(record, dictionary: dictionary);
                framed += written.Length;
                Assert.Equal(record, Decompress(written, new[] { dictionary }));
            }

            Assert.True(framed < plain, $"{framed} framed bytes for {plain} plain bytes");
        }

        [Fact]
        public void The_frame_size_option_is_checked()
        {
            Assert.Equal(1 << 20, MessagePackSerializerOptions.Standard.ZstdFrameSize);
            Assert.Throws<ArgumentOutOfRangeException>(() => Options.WithZstdFrameSize(65_535));
            Assert.Throws<ArgumentOutOfRangeException>(() => Options.WithZstdFrameSize((8 << 20) + 1));
            Assert.Equal(65_536, Options.WithZstdFrameSize(65_536).ZstdFrameSize);
            Assert.Equal(8 << 20, Options.WithZstdFrameSize(8 << 20).WithCompressionMinLength(10).ZstdFrameSize);
        }

        /// <summary>Msgpack records of 72 bytes: an array of an id, a short code, a status and a city.</summary>
        internal static List<byte[]> Records72(int count, int seed)
        {
            Random random = new Random(seed);
            string[] statuses = { "pending", "shipped", "delivered", "returned" };
            string[] cities = { "Lyon", "Oslo", "Porto", "Turku", "Graz", "Ghent" };
            List<byte[]> records = new List<byte[]>(count);
            while (records.Count < count)
            {
                object[] value = { 100_000 + random.Next(900_000), "SKU-" + random.Next(10_000).ToString("D4"), statuses[random.Next(statuses.Length)], cities[random.Next(cities.Length)], "customer" + random.Next(1000).ToString("D3") + "@example.com", random.Next(100), string.Empty };

                // Padded to 72 bytes with the trailing string (a fixstr while it is shorter than 32).
                int missing = 72 - MessagePackSerializer.Serialize<object>(value, MessagePackSerializerOptions.Standard).Length;
                if (missing is >= 0 and < 32)
                {
                    value[value.Length - 1] = new string('x', missing);
                    records.Add(MessagePackSerializer.Serialize<object>(value, MessagePackSerializerOptions.Standard));
                }
            }

            return records;
        }

        private static void WriteInSmallSteps(SegmentedBuffer buffer, ReadOnlySpan<byte> data)
        {
            for (int offset = 0; offset < data.Length; offset += 1000)
            {
                int count = Math.Min(1000, data.Length - offset);
                data.Slice(offset, count).CopyTo(buffer.GetSpan(count));
                buffer.Advance(count);
            }
        }

        internal static ReadOnlySequence<byte> SequenceOf(byte[] data, int pieceLength)
        {
            List<int> cuts = new List<int>();
            for (int cut = pieceLength; cut < data.Length; cut += pieceLength)
            {
                cuts.Add(cut);
            }

            return Lz4TestSupport.Segmented(data, cuts.ToArray());
        }

        /// <summary>CRC-32C bit by bit (Castagnoli, reflected 0x82F63B78), apart from the library's tables and instructions.</summary>
        internal static uint Crc32CReference(ReadOnlySpan<byte> data)
        {
            uint crc = 0xFFFFFFFF;
            foreach (byte b in data)
            {
                crc ^= b;
                for (int k = 0; k < 8; k++)
                {
                    crc = (crc & 1) != 0 ? (crc >> 1) ^ 0x82F63B78 : crc >> 1;
                }
            }

            return ~crc;
        }

        /// <summary>The frames-form header as docs/format.md lays it out, parsed without the library.</summary>
        internal sealed class ParsedHeader
        {
            internal int TypeCode { get; private set; }

            internal uint DictionaryId { get; private set; }

            internal int FramesStart { get; private set; }

            internal List<(int Plain, int Compressed, uint? Checksum)> Frames { get; } = new List<(int, int, uint?)>();

            internal static ParsedHeader Parse(byte[] framed)
            {
                ParsedHeader header = new ParsedHeader();
                int at;
                long payload;
                switch (framed[0])
                {
                    case 0xC7: payload = framed[1]; at = 2; break;
                    case 0xC8: payload = BinaryPrimitives.ReadUInt16BigEndian(framed.AsSpan(1)); at = 3; break;
                    case 0xC9: payload = BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(1)); at = 5; break;
                    default: throw new InvalidOperationException($"Not an ext8/16/32 header: 0x{framed[0]:X2}");
                }

                header.TypeCode = framed[at++];
                Assert.Equal(framed.Length, at + payload);
                Assert.Equal(2, framed[at++]);
                header.DictionaryId = BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(at));
                at += 4;
                if (header.TypeCode == 92)
                {
                    int count = (int)BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(at));
                    at += 4;
                    for (int i = 0; i < count; i++, at += 12)
                    {
                        header.Frames.Add(((int)BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(at)), (int)BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(at + 4)), BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(at + 8))));
                    }

                    Assert.Equal(BinaryPrimitives.ReadUInt32BigEndian(framed.AsSpan(at)), Crc32CReference(framed.AsSpan(0, at)));
                    at += 4;
                }
                else
                {
                    Assert.Equal(93, header.TypeCode);
                    int count = (int)ReadUInt(framed, ref at);
                    for (int i = 0; i < count; i++)
                    {
                        int plain = (int)ReadUInt(framed, ref at);
                        header.Frames.Add((plain, (int)ReadUInt(framed, ref at), null));
                    }
                }

                header.FramesStart = at;
                return header;
            }

            /// <summary>A msgpack unsigned integer in its most compact form, as the writer must use.</summary>
            private static uint ReadUInt(byte[] data, ref int at)
            {
                byte code = data[at++];
                uint value;
                int size;
                switch (code)
                {
                    case <= 0x7F: return code;
                    case 0xCC: value = data[at]; size = 1; break;
                    case 0xCD: value = BinaryPrimitives.ReadUInt16BigEndian(data.AsSpan(at)); size = 2; break;
                    case 0xCE: value = BinaryPrimitives.ReadUInt32BigEndian(data.AsSpan(at)); size = 4; break;
                    default: throw new InvalidOperationException($"Not a msgpack unsigned integer: 0x{code:X2}");
                }

                Assert.True(size == 1 ? value > 0x7F : size == 2 ? value > 0xFF : value > 0xFFFF, $"{value} is not in its most compact form");
                at += size;
                return value;
            }
        }
    }
}
