using System.Buffers;

namespace BlockPack.Tests.Writer
{
    /// <summary><see cref="MessagePackWriter.GetEncodedLength(long)"/> agrees with the spec's integer formats.</summary>
    public class EncodedLengthTests
    {
        [Theory]
        [InlineData(0L, 1)]
        [InlineData(127L, 1)] // positive fixint
        [InlineData(128L, 2)] // uint8
        [InlineData(255L, 2)]
        [InlineData(256L, 3)] // uint16
        [InlineData(65535L, 3)]
        [InlineData(65536L, 5)] // uint32
        [InlineData(4294967295L, 5)]
        [InlineData(4294967296L, 9)] // uint64
        [InlineData(-1L, 1)] // negative fixint
        [InlineData(-32L, 1)]
        [InlineData(-33L, 2)] // int8
        [InlineData(-128L, 2)]
        [InlineData(-129L, 3)] // int16
        [InlineData(-32768L, 3)]
        [InlineData(-32769L, 5)] // int32
        [InlineData(-2147483648L, 5)]
        [InlineData(-2147483649L, 9)] // int64
        [InlineData(long.MinValue, 9)]
        [InlineData(long.MaxValue, 9)]
        public void SignedLength_MatchesTheSpec_AndTheWriter(long value, int expected)
        {
            Assert.Equal(expected, MessagePackWriter.GetEncodedLength(value));
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.Write(value);
            writer.Flush();
            Assert.Equal(expected, buffer.WrittenCount);
        }

        [Theory]
        [InlineData(0UL, 1)]
        [InlineData(127UL, 1)]
        [InlineData(128UL, 2)]
        [InlineData(65535UL, 3)]
        [InlineData(65536UL, 5)]
        [InlineData(ulong.MaxValue, 9)]
        public void UnsignedLength_MatchesTheSpec(ulong value, int expected)
        {
            Assert.Equal(expected, MessagePackWriter.GetEncodedLength(value));
        }
    }
}
