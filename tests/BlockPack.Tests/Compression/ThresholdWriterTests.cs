using System;
using System.Buffers;
using System.Linq;
using BlockPack.Buffers;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Serialize into an IBufferWriter with compression on: short values go straight into the caller's memory,
    /// longer ones are moved out and framed, and the caller's writer never sees anything but the final bytes.
    /// </summary>
    public class ThresholdWriterTests
    {
        private static readonly MessagePackSerializerOptions Options =
            new MessagePackSerializerOptions(CompressionTestResolver.Instance).WithCompression(MessagePackCompression.Lz4BlockArray);

        [Fact]
        public void A_short_value_is_written_in_place_with_the_same_requests_as_without_compression()
        {
            byte[] plain = Pattern(40);
            StrictBufferWriter compressed = new StrictBufferWriter();
            MessagePackSerializer.Serialize(compressed, new RawMsgpack(plain), Options);
            StrictBufferWriter uncompressed = new StrictBufferWriter();
            MessagePackSerializer.Serialize(uncompressed, new RawMsgpack(plain), Options.WithCompression(MessagePackCompression.None));

            Assert.Equal(plain, compressed.WrittenBytes);
            Assert.Equal(uncompressed.Requests, compressed.Requests);
            Assert.Equal(0, BufferDiagnosticsAfter(() => MessagePackSerializer.Serialize(new StrictBufferWriter(), new RawMsgpack(plain), Options)));
        }

        [Theory]
        [InlineData(64)] // reaches the threshold exactly
        [InlineData(65)]
        [InlineData(5_000)]
        [InlineData(3_000_000)]
        public void Values_at_or_over_the_threshold_are_framed_whatever_the_span_sizes(int length)
        {
            byte[] plain = SerializerCompressionTests.WrapInBin(Pattern(length - 5, seed: length));

            // Exactly-sized spans force the writer to commit early chunks before the threshold is known...
            StrictBufferWriter strict = new StrictBufferWriter();
            MessagePackSerializer.Serialize(strict, new RawMsgpack(plain), Options);
            Assert.Equal(plain, Decompress(strict.WrittenBytes));

            // ...while a huge pre-sized buffer lets it write everything into the first span.
            ArrayBufferWriter<byte> roomy = new ArrayBufferWriter<byte>(length + 100_000);
            MessagePackSerializer.Serialize(roomy, new RawMsgpack(plain), Options);
            byte[] framed = roomy.WrittenSpan.ToArray();
            Assert.Equal(strict.WrittenBytes, framed);
            Assert.Equal(plain, Decompress(framed));
        }

        [Fact]
        public void Blocks_stay_64KB_when_the_destination_hands_out_one_huge_span()
        {
            byte[] plain = SerializerCompressionTests.WrapInBin(Pattern(300_000));
            ArrayBufferWriter<byte> roomy = new ArrayBufferWriter<byte>(1_000_000);
            MessagePackSerializer.Serialize(roomy, new RawMsgpack(plain), Options);

            // 300,005 bytes: 96, C7 17 62, four CE 00 01 00 00, CD 93 E5.
            Assert.Equal("96 C7 17 62" + string.Concat(Enumerable.Repeat(" CE 00 01 00 00", 4)) + " CD 93 E5", ToHex(roomy.WrittenSpan.Slice(0, 27)));
        }

        [Theory]
        [InlineData(10)]
        [InlineData(1_000)]
        [InlineData(200_000)]
        public void A_failing_formatter_leaves_the_destination_untouched_and_returns_the_buffers(int bytesBeforeFailure)
        {
            StrictBufferWriter destination = new StrictBufferWriter();
            BufferDiagnostics.Reset();
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(destination, new FailingValue(bytesBeforeFailure), Options));
            Assert.Empty(destination.WrittenBytes);
            Assert.Equal(BufferDiagnostics.BufferRents, BufferDiagnostics.BufferReturns);
            Assert.Equal(BufferDiagnostics.NativeBytes, BufferDiagnostics.NativeBytesFreed);
        }

        private static long BufferDiagnosticsAfter(Action action)
        {
            BufferDiagnostics.Reset();
            action();
            return BufferDiagnostics.BufferRents + BufferDiagnostics.ArrayRents + BufferDiagnostics.NativeBytes;
        }
    }
}
