using System;
using System.Buffers;

namespace BlockPack.Tests.Compatibility
{
    /// <summary>
    /// A buffer writer that returns less memory than asked for is reported with <see cref="InvalidOperationException"/>,
    /// as MessagePack-CSharp reports it, on the plain path (the writer) and on the compressed one (the compressors).
    /// </summary>
    public class BufferWriterContractTests
    {
        [Fact]
        public void A_writer_returning_too_little_memory_to_the_compressors_is_an_InvalidOperationException()
        {
            var options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            var value = new byte[100_000];

            // Serving up to 1 KB: enough for the writer's requests, not for a compressed block.
            var capped = new CappedBufferWriter(1024);
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(capped, value, options));
            InvalidOperationException cause = Assert.IsType<InvalidOperationException>(error.InnerException);
            Assert.Contains("when asked for at least", cause.Message, StringComparison.Ordinal);

            // The same value into a writer that honours the contract.
            var honest = new ArrayBufferWriter<byte>();
            MessagePackSerializer.Serialize(honest, value, options);
            Assert.Equal(value, MessagePackSerializer.Deserialize<byte[]>(honest.WrittenMemory, options));
        }

        [Fact]
        public void A_writer_returning_too_little_memory_to_the_MessagePackWriter_is_an_InvalidOperationException()
        {
            var capped = new CappedBufferWriter(4);
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(capped, long.MinValue));
            Assert.IsType<InvalidOperationException>(error.InnerException);
        }

        /// <summary>Breaks the <see cref="IBufferWriter{T}"/> contract: never returns more than a fixed number of bytes.</summary>
        private sealed class CappedBufferWriter : IBufferWriter<byte>
        {
            private readonly byte[] buffer;

            internal CappedBufferWriter(int cap)
            {
                this.buffer = new byte[cap];
            }

            public void Advance(int count)
            {
            }

            public Memory<byte> GetMemory(int sizeHint = 0) => this.buffer;

            public Span<byte> GetSpan(int sizeHint = 0) => this.buffer;
        }
    }
}
