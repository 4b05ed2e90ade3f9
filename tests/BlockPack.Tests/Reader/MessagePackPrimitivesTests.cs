using System;

namespace BlockPack.Tests.Reader
{
    /// <summary><see cref="MessagePackPrimitives"/> against spec bytes (the interop tests compare it with MessagePack-CSharp 3).</summary>
    public class MessagePackPrimitivesTests
    {
        [Theory]
        [InlineData("05", MessagePackPrimitives.DecodeResult.Success, 5, 1)]
        [InlineData("D200000105", MessagePackPrimitives.DecodeResult.Success, 261, 5)]
        [InlineData("D20000", MessagePackPrimitives.DecodeResult.InsufficientBuffer, 0, 5)]
        [InlineData("", MessagePackPrimitives.DecodeResult.EmptyBuffer, 0, 1)]
        [InlineData("C0", MessagePackPrimitives.DecodeResult.TokenMismatch, 0, 1)]
        [InlineData("E0", MessagePackPrimitives.DecodeResult.Success, -32, 1)]
        public void TryReadInt32_FollowsTheSpec(string hex, MessagePackPrimitives.DecodeResult expected, int value, int size)
        {
            Assert.Equal(expected, MessagePackPrimitives.TryReadInt32(Convert.FromHexString(hex), out int read, out int tokenSize));
            Assert.Equal(value, read);
            Assert.Equal(size, tokenSize);
        }

        [Fact]
        public void TryReadInt32_OfALargerInteger_Overflows()
        {
            Assert.Throws<OverflowException>(() => MessagePackPrimitives.TryReadInt32(Convert.FromHexString("CE80000000"), out _, out _));
        }

        [Fact]
        public void Headers_AndFloats_AndTimestamps_Read()
        {
            Assert.Equal(MessagePackPrimitives.DecodeResult.Success, MessagePackPrimitives.TryReadStringHeader(Convert.FromHexString("D928"), out uint length, out int size));
            Assert.Equal((40u, 2), (length, size));
            Assert.Equal(MessagePackPrimitives.DecodeResult.Success, MessagePackPrimitives.TryReadMapHeader(Convert.FromHexString("DE0100"), out uint count, out size));
            Assert.Equal((256u, 3), (count, size));
            Assert.Equal(MessagePackPrimitives.DecodeResult.Success, MessagePackPrimitives.TryReadDouble(Convert.FromHexString("CA3FC00000"), out double d, out size));
            Assert.Equal((1.5, 5), (d, size));
            Assert.Equal(MessagePackPrimitives.DecodeResult.Success, MessagePackPrimitives.TryReadDateTime(Convert.FromHexString("D6FF5E0BE100"), out DateTime instant, out size));
            Assert.Equal((new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc), 6), (instant, size));
            Assert.Equal(MessagePackPrimitives.DecodeResult.InsufficientBuffer, MessagePackPrimitives.TryReadDateTime(Convert.FromHexString("D6FF5E"), out _, out size));
            Assert.Equal(6, size);
        }

        [Theory]
        [InlineData(0, "00")]
        [InlineData(-33, "D0DF")]
        [InlineData(70000, "CE00011170")]
        public void TryWrite_WritesTheShortestEncoding_OrReportsTheNeededSize(int value, string hex)
        {
            byte[] token = Convert.FromHexString(hex);
            var destination = new byte[16];
            Assert.True(MessagePackPrimitives.TryWrite(destination, value, out int written));
            Assert.Equal(hex, Convert.ToHexString(destination, 0, written));
            Assert.False(MessagePackPrimitives.TryWrite(new byte[token.Length - 1], value, out int needed));
            Assert.Equal(token.Length, needed);
        }

        [Fact]
        public void FixedWidthAndHeaderWrites_FollowTheSpec()
        {
            var destination = new byte[16];
            Assert.True(MessagePackPrimitives.TryWriteInt32(destination, 1, out int written));
            Assert.Equal("D200000001", Convert.ToHexString(destination, 0, written));
            Assert.True(MessagePackPrimitives.TryWriteStringHeader(destination, 40, out written));
            Assert.Equal("D928", Convert.ToHexString(destination, 0, written));
            Assert.True(MessagePackPrimitives.TryWriteBinHeader(destination, 5, out written));
            Assert.Equal("C405", Convert.ToHexString(destination, 0, written));
            Assert.True(MessagePackPrimitives.TryWrite(destination, new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc), out written));
            Assert.Equal("D6FF5E0BE100", Convert.ToHexString(destination, 0, written));
            Assert.True(MessagePackPrimitives.TryWriteNil(destination, out written));
            Assert.Equal("C0", Convert.ToHexString(destination, 0, written));
        }
    }
}
