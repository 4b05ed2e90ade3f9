using System;
using System.Buffers;
using System.Linq;
using BlockPack.Buffers;
using BlockPack.Formatters;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Serializer
{
    /// <summary>
    /// The plain <c>Serialize</c> to an array writes into a per-thread 64 KB array first and moves on into a
    /// <see cref="SegmentedBuffer"/> beyond it (<see cref="PlainScratchWriter"/>); the bytes must be exactly what a
    /// plain buffer writer receives, at every size around the switch.
    /// </summary>
    public class PlainScratchWriterTests
    {
        private static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(BuiltinResolver.Instance);

        [Theory]
        [InlineData(0)]
        [InlineData(10)]
        [InlineData(SegmentPool.SegmentSize - 6)] // bin32 header (5) + data fills the array but one byte
        [InlineData(SegmentPool.SegmentSize - 5)] // exactly 64 KB
        [InlineData(SegmentPool.SegmentSize - 4)] // one byte over
        [InlineData(3 * SegmentPool.SegmentSize)]
        public void Array_result_equals_what_a_plain_buffer_writer_receives(int length)
        {
            byte[] data = Enumerable.Range(0, length).Select(i => (byte)(i * 7)).ToArray();
            var reference = new ArrayBufferWriter<byte>();
            MessagePackSerializer.Serialize(reference, data, Options);
            Assert.Equal(reference.WrittenSpan.ToArray(), MessagePackSerializer.Serialize(data, Options));

            // Twice more: the array the thread keeps (or the one it took back) must not leak earlier bytes.
            Assert.Equal(reference.WrittenSpan.ToArray(), MessagePackSerializer.Serialize(data, Options));
            Assert.Equal(new byte[] { 0x01 }, MessagePackSerializer.Serialize(1, Options));
        }

        [Fact]
        public void Many_small_writes_across_64KB_keep_their_order()
        {
            int[] values = Enumerable.Range(0, 60_000).ToArray(); // mostly 3-byte uint16s: about 180 KB
            var reference = new ArrayBufferWriter<byte>();
            MessagePackSerializer.Serialize(reference, values, Options);
            byte[] result = MessagePackSerializer.Serialize(values, Options);
            Assert.True(result.Length > 2 * SegmentPool.SegmentSize);
            Assert.Equal(reference.WrittenSpan.ToArray(), result);
        }

        [Fact]
        public void A_formatter_that_serializes_to_an_array_inside_a_serialize_gets_its_own_buffer()
        {
            var options = new MessagePackSerializerOptions(new NestingResolver());
            byte[] bytes = MessagePackSerializer.Serialize(new Nesting(), options);

            // bin8 of the inner serialization (fixarray [1, 2, 3]), then the outer value's own trailing 0x07.
            Assert.Equal(new byte[] { 0xC4, 0x04, 0x93, 0x01, 0x02, 0x03, 0x07 }, bytes);
        }

        [Fact]
        public void Advancing_past_the_span_handed_out_is_refused()
        {
            PlainScratchWriter writer = PlainScratchWriter.Rent();
            try
            {
                int handedOut = writer.GetSpan(10).Length;
                Assert.Throws<ArgumentOutOfRangeException>(() => writer.Advance(handedOut + 1));
                writer.Advance(3);
                Assert.Equal(3, writer.ToArray().Length);
                Assert.Throws<ArgumentOutOfRangeException>(() => writer.GetMemory(-1));
            }
            finally
            {
                writer.Return();
            }
        }

        [Fact]
        public void A_spill_returns_its_segments()
        {
            BufferDiagnostics.Reset();
            MessagePackSerializer.Serialize(new byte[200_000], Options);
            Assert.Equal(BufferDiagnostics.BufferRents, BufferDiagnostics.BufferReturns);
            Assert.Equal(1, BufferDiagnostics.BufferRents);
        }

        private sealed class Nesting
        {
        }

        private sealed class NestingResolver : IFormatterResolver
        {
            public IMessagePackFormatter<T>? GetFormatter<T>()
                => typeof(T) == typeof(Nesting) ? (IMessagePackFormatter<T>)(object)new NestingFormatter() : BuiltinResolver.Instance.GetFormatter<T>();
        }

        private sealed class NestingFormatter : IMessagePackFormatter<Nesting>
        {
            public void Serialize(ref MessagePackWriter writer, Nesting value, MessagePackSerializerOptions options)
            {
                writer.Write(MessagePackSerializer.Serialize(new[] { 1, 2, 3 }, options));
                writer.Write(7);
            }

            public Nesting Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => throw new NotSupportedException();
        }
    }
}
