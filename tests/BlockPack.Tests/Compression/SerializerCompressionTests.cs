using System;
using System.Buffers;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.Buffers;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>Compression through MessagePackSerializer's public entry points.</summary>
    public class SerializerCompressionTests
    {
        private static readonly MessagePackSerializerOptions Plain = new MessagePackSerializerOptions(CompressionTestResolver.Instance);

        public static TheoryData<MessagePackCompression> Modes => new TheoryData<MessagePackCompression>
        {
            MessagePackCompression.Lz4Block,
            MessagePackCompression.Lz4BlockArray,
        };

        [Theory]
        [MemberData(nameof(Modes))]
        public void Serialize_frames_values_at_or_above_the_threshold_and_leaves_shorter_ones_plain(MessagePackCompression mode)
        {
            MessagePackSerializerOptions options = Plain.WithCompression(mode);
            byte[] shortValue = Pattern(63);
            Assert.Equal(shortValue, MessagePackSerializer.Serialize(new RawMsgpack(shortValue), options));

            byte[] longValue = Pattern(64);
            byte[] framed = MessagePackSerializer.Serialize(new RawMsgpack(longValue), options);
            Assert.Equal(longValue, Decompress(framed));
        }

        [Fact]
        public void Serialize_writes_the_reference_vector_with_a_threshold_of_one()
        {
            MessagePackSerializerOptions options = Plain.WithCompression(MessagePackCompression.Lz4BlockArray).WithCompressionMinLength(1);
            byte[] dummy = Hex("91 A5 64 75 6D 6D 79");
            Assert.Equal(
                Hex("92 D4 62 07 C6 00 00 00 08 70 91 A5 64 75 6D 6D 79"),
                MessagePackSerializer.Serialize(new RawMsgpack(dummy), options));
        }

        [Fact]
        public void Fixed_size_primitives_never_enter_the_compression_path()
        {
            // With a threshold of 1 any value reaching the compression hook is framed; a uint never does, while the
            // same five bytes as a non-primitive value are.
            MessagePackSerializerOptions options = Plain.WithCompression(MessagePackCompression.Lz4BlockArray).WithCompressionMinLength(1);
            Assert.Equal(Hex("CE FF FF FF FF"), MessagePackSerializer.Serialize(uint.MaxValue, options));
            Assert.Equal(0x92, MessagePackSerializer.Serialize(new RawMsgpack(Hex("CE FF FF FF FF")), options)[0]);
        }

        [Theory]
        [MemberData(nameof(Modes))]
        public void Either_mode_reads_both_framings_and_plain_msgpack(MessagePackCompression readMode)
        {
            MessagePackSerializerOptions reader = Plain.WithCompression(readMode);
            byte[] plain = Pattern(5000, seed: 2);
            foreach (MessagePackCompression writeMode in new[] { MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                byte[] bytes = MessagePackSerializer.Serialize(new RawMsgpack(WrapInBin(plain)), Plain.WithCompression(writeMode));
                Assert.Equal(WrapInBin(plain), MessagePackSerializer.Deserialize<RawMsgpack>(bytes, reader).Bytes);
            }
        }

        [Fact]
        public void Without_compression_options_a_framed_payload_is_read_as_the_plain_msgpack_it_is()
        {
            byte[] framed = Hex("92 D4 62 07 C6 00 00 00 08 70 91 A5 64 75 6D 6D 79");
            Assert.Equal(framed, MessagePackSerializer.Deserialize<RawMsgpack>(framed, Plain).Bytes);
        }

        [Theory]
        [MemberData(nameof(Modes))]
        public void BytesRead_covers_exactly_the_framing(MessagePackCompression mode)
        {
            MessagePackSerializerOptions options = Plain.WithCompression(mode);
            byte[] framed = MessagePackSerializer.Serialize(new RawMsgpack(WrapInBin(Pattern(1000))), options);
            byte[] withTrailer = framed.Concat(new byte[] { 0xC0, 0xC3 }).ToArray();
            MessagePackSerializer.Deserialize<RawMsgpack>(withTrailer, out int bytesRead, options);
            Assert.Equal(framed.Length, bytesRead);
        }

        [Theory]
        [MemberData(nameof(Modes))]
        public void Stream_round_trips(MessagePackCompression mode)
        {
            MessagePackSerializerOptions options = Plain.WithCompression(mode);
            byte[] value = WrapInBin(Pattern(300_000, seed: 4));
            using MemoryStream stream = new MemoryStream();
            MessagePackSerializer.Serialize(stream, new RawMsgpack(value), options);
            Assert.Equal(value, Decompress(stream.ToArray()));
            stream.Position = 0;
            Assert.Equal(value, MessagePackSerializer.Deserialize<RawMsgpack>(stream, options).Bytes);
        }

        [Fact]
        public void A_size_limit_vector_throws_MessagePackSerializationException_through_the_serializer()
        {
            MessagePackSerializerOptions options = Plain
                .WithCompression(MessagePackCompression.Lz4BlockArray)
                .WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumDecompressedSize(1000));
            BufferDiagnostics.Reset();
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(
                () => MessagePackSerializer.Deserialize<RawMsgpack>(Hex("92 C7 05 62 D2 7F FF FF FF C4 01 00"), options));
            Assert.Contains("MaximumDecompressedSize", ex.Message);
            Assert.Equal(0, BufferDiagnostics.BufferRents);
            Assert.Equal(0, BufferDiagnostics.ArrayRents);
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4BlockArray, 200_000)]
        [InlineData(MessagePackCompression.Lz4Block, 200_000)]
        [InlineData(MessagePackCompression.Lz4Block, 1_000)]
        public void Decompressed_buffers_are_returned_when_the_formatter_throws(MessagePackCompression mode, int size)
        {
            // A framed payload whose content is not a record stream: the formatter throws after decompression.
            MessagePackSerializerOptions options = Plain.WithCompression(mode);
            byte[] framed = MessagePackSerializer.Serialize(new RawMsgpack(WrapInBin(Pattern(size))), options);
            BufferDiagnostics.Reset();
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<RecordDigest>(framed, options));
            Assert.True(BufferDiagnostics.BufferRents > 0);
            Assert.Equal(BufferDiagnostics.BufferRents, BufferDiagnostics.BufferReturns);
            Assert.Equal(BufferDiagnostics.NativeBytes, BufferDiagnostics.NativeBytesFreed);
        }

        [Theory]
        [MemberData(nameof(Modes))]
        public void A_lying_last_length_throws_after_decoding_and_returns_every_buffer(MessagePackCompression mode)
        {
            // 300,005 (0x000493E5) plain bytes. Lz4Block: C9 LL LL LL LL 63 D2 00 04 93 E5, so the length's low byte is
            // at offset 10. Lz4BlockArray: 5 blocks (4 x 65,536 + 37,861): 96 C7 17 62, four CE 00 01 00 00, then
            // CD 93 E5, whose low byte is at offset 4 + 20 + 2 = 26.
            MessagePackSerializerOptions options = Plain.WithCompression(mode);
            byte[] framed = MessagePackSerializer.Serialize(new RawMsgpack(WrapInBin(Pattern(300_000))), options);
            int lastLengthByte = mode == MessagePackCompression.Lz4Block ? 10 : 26;
            Assert.Equal(0xE5, framed[lastLengthByte]);
            framed[lastLengthByte]++;

            BufferDiagnostics.Reset();
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<RawMsgpack>(framed, options));
            Assert.Contains("decoded to", ex.Message);
            Assert.True(BufferDiagnostics.BufferRents > 0);
            Assert.Equal(BufferDiagnostics.BufferRents, BufferDiagnostics.BufferReturns);
            Assert.Equal(BufferDiagnostics.NativeBytes, BufferDiagnostics.NativeBytesFreed);
        }

        [Theory]
        [MemberData(nameof(Modes))]
        public void Record_streams_round_trip_through_the_serializer(MessagePackCompression mode)
        {
            MessagePackSerializerOptions options = Plain.WithCompression(mode);
            foreach (int count in new[] { 1, 10, 1_000, 100_000 })
            {
                byte[] bytes = MessagePackSerializer.Serialize(new RecordStream(count), options);
                RecordDigest digest = MessagePackSerializer.Deserialize<RecordDigest>(bytes, options);
                Assert.Equal(count, digest.Count);
                Assert.Equal((long)count * (count - 1) / 2, digest.IdSum);
                Assert.Equal(Enumerable.Range(0, count).Sum(i => (long)RecordStream.Name(i).Length), digest.NameLengthSum);
            }
        }

        [Fact]
        public void Concurrent_serializer_calls_with_shared_options_round_trip()
        {
            MessagePackSerializerOptions shared = Plain.WithCompression(MessagePackCompression.Lz4BlockArray);
            MessagePackSerializerOptions sharedBlock = Plain.WithCompression(MessagePackCompression.Lz4Block);
            int[] counts = { 3, 100, 5_000, 20_000 };
            Parallel.For(0, 400, new ParallelOptions { MaxDegreeOfParallelism = 8 }, i =>
            {
                MessagePackSerializerOptions options = i % 2 == 0 ? shared : sharedBlock;
                int count = counts[i % counts.Length];
                byte[] bytes = MessagePackSerializer.Serialize(new RecordStream(count), options);
                RecordDigest digest = MessagePackSerializer.Deserialize<RecordDigest>(bytes, i % 3 == 0 ? shared : sharedBlock);
                Assert.Equal((long)count * (count - 1) / 2, digest.IdSum);
            });
        }

        internal static byte[] WrapInBin(byte[] content)
        {
            // bin32 around arbitrary bytes, so the payload is one well-formed msgpack value.
            return new byte[] { 0xC6, (byte)(content.Length >> 24), (byte)(content.Length >> 16), (byte)(content.Length >> 8), (byte)content.Length }
                .Concat(content).ToArray();
        }
    }
}
