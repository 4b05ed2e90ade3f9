using System;
using System.Buffers;
using System.IO;
using System.Threading.Tasks;

namespace BlockPack.Tests.Serializer
{
    /// <summary>The non-generic overloads in MessagePack-CSharp's argument order (the type first).</summary>
    public class NonGenericTypeFirstTests
    {
        // [1, "a"] as int[]... written by hand: fixarray(2), fixint 1, fixint 2.
        private static readonly byte[] Known = { 0x92, 0x01, 0x02 };

        [Fact]
        public async Task EveryForm_WritesAndReadsTheKnownBytes()
        {
            object value = new[] { 1, 2 };

            var bufferWriter = new ArrayBufferWriter<byte>();
            MessagePackSerializer.Serialize(typeof(int[]), bufferWriter, value);
            Assert.Equal(Known, bufferWriter.WrittenSpan.ToArray());

            using var stream = new MemoryStream();
            MessagePackSerializer.Serialize(typeof(int[]), stream, value);
            Assert.Equal(Known, stream.ToArray());

            using var asyncStream = new MemoryStream();
            await MessagePackSerializer.SerializeAsync(typeof(int[]), asyncStream, value);
            Assert.Equal(Known, asyncStream.ToArray());

            var refBuffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(refBuffer);
            MessagePackSerializer.Serialize(typeof(int[]), ref writer, value);
            writer.Flush();
            Assert.Equal(Known, refBuffer.WrittenSpan.ToArray());

            var reader = new MessagePackReader(Known);
            Assert.Equal(new[] { 1, 2 }, MessagePackSerializer.Deserialize(typeof(int[]), ref reader));
            Assert.Equal(3, reader.Consumed);
        }

        [Fact]
        public void AValueOfAnotherType_IsRejected()
        {
            var buffer = new ArrayBufferWriter<byte>();
            Assert.ThrowsAny<ArgumentException>(() => MessagePackSerializer.Serialize(typeof(int[]), buffer, "not an array"));
        }
    }
}
