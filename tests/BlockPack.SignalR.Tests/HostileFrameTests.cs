using System;
using System.Buffers;
using System.IO;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.Options;
using Xunit;

namespace BlockPack.SignalR.Tests
{
    /// <summary>
    /// Frames a hostile peer could send: refused (or waited on) without allocating anything sized by the numbers in
    /// them. Allocation is measured on the calling thread; the bounds leave room for the exception objects only.
    /// </summary>
    public sealed class HostileFrameTests
    {
        private const long SmallAllocation = 16 * 1024;
        private static readonly IHubProtocol Ours = new BlockPackHubProtocol();

        [Theory]
        [InlineData(new byte[] { 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01 })] // a sixth prefix byte
        [InlineData(new byte[] { 0x80, 0x80, 0x80, 0x80, 0x08 })] // 2^31: one past the framing's limit
        [InlineData(new byte[] { 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x91, 0x06 })] // 4 GB - 1
        public void PrefixOfTwoGigabytesOrMore_IsAFormatException(byte[] frame)
        {
            var input = new ReadOnlySequence<byte>(frame);
            Assert.Throws<FormatException>(() => Ours.TryParseMessage(ref input, TestBinder.Instance, out _));
        }

        [Fact]
        public void LargestPrefix_WaitsForData_WhenTheLimitAllowsIt()
        {
            // 0x7FFFFFFF, the framing's largest length: with the limit raised to it, the protocol waits for the bytes.
            var protocol = new BlockPackHubProtocol(Options.Create(new BlockPackHubProtocolOptions { MaximumMessageSize = int.MaxValue }));
            byte[] frame = { 0xFF, 0xFF, 0xFF, 0xFF, 0x07, 0x91, 0x06 };
            var input = new ReadOnlySequence<byte>(frame);
            long before = GC.GetAllocatedBytesForCurrentThread();
            Assert.False(protocol.TryParseMessage(ref input, TestBinder.Instance, out _));
            Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < SmallAllocation);
            Assert.Equal(frame.Length, input.Length);
        }

        [Fact]
        public void OneGigabyteDeclared_IsRefusedAtThePrefix_WithoutAllocating()
        {
            // 1 GiB declared, 10 bytes sent: refused by MaximumMessageSize (64 MiB by default) before any buffering.
            byte[] frame = { 0x80, 0x80, 0x80, 0x80, 0x04, 0x96, 0x01, 0x80, 0xC0, 0x90 };
            var input = new ReadOnlySequence<byte>(frame);
            long before = GC.GetAllocatedBytesForCurrentThread();
            InvalidDataException error = Assert.Throws<InvalidDataException>(() => Ours.TryParseMessage(ref input, TestBinder.Instance, out _));
            Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < SmallAllocation);
            Assert.Contains("1073741824", error.Message);
        }

        [Fact]
        public void MaximumMessageSize_IsExact()
        {
            byte[] ping = ProtocolBytesTests.Write(Ours, PingMessage.Instance); // 02 91 06
            var atLimit = new BlockPackHubProtocol(Options.Create(new BlockPackHubProtocolOptions { MaximumMessageSize = 2 }));
            var belowLimit = new BlockPackHubProtocol(Options.Create(new BlockPackHubProtocolOptions { MaximumMessageSize = 1 }));
            var input = new ReadOnlySequence<byte>(ping);
            Assert.True(atLimit.TryParseMessage(ref input, TestBinder.Instance, out _));
            input = new ReadOnlySequence<byte>(ping);
            Assert.Throws<InvalidDataException>(() => belowLimit.TryParseMessage(ref input, TestBinder.Instance, out _));
            Assert.Throws<ArgumentOutOfRangeException>(() => new BlockPackHubProtocolOptions { MaximumMessageSize = 0 });
        }

        [Theory]
        [InlineData(new byte[] { 0x01, 0x90 }, "messageType")] // [] : no type
        [InlineData(new byte[] { 0x02, 0x91, 0xC0 }, "messageType")] // [nil]
        [InlineData(new byte[] { 0x03, 0x92, 0x01, 0xDF }, "headers")] // map32 header cut off
        [InlineData(new byte[] { 0x07, 0x96, 0x01, 0xDF, 0x7F, 0xFF, 0xFF, 0xFF }, "headers")] // 2^31 - 1 headers in 8 bytes
        [InlineData(new byte[] { 0x04, 0x93, 0x05, 0x80, 0xA1 }, "invocationId")] // cancel: its id runs past the frame
        [InlineData(new byte[] { 0x03, 0x96, 0x01, 0x80 }, "message")] // six items declared, two bytes left
        [InlineData(new byte[] { 0x06, 0x95, 0x03, 0x80, 0xA1, 0x61, 0x09 }, "result kind")] // completion, kind 9
        [InlineData(new byte[] { 0x03, 0x92, 0x08, 0xC3 }, "sequenceId")] // ack with a boolean
        public void MalformedMessage_IsInvalidData_WithoutLargeAllocation(byte[] frame, string about)
        {
            // Once first, so that the runtime's one-time costs of a first exception are not counted.
            var warmUp = new ReadOnlySequence<byte>(frame);
            Assert.Throws<InvalidDataException>(() => Ours.TryParseMessage(ref warmUp, TestBinder.Instance, out _));
            var input = new ReadOnlySequence<byte>(frame);
            long before = GC.GetAllocatedBytesForCurrentThread();
            InvalidDataException error = Assert.Throws<InvalidDataException>(() => Ours.TryParseMessage(ref input, TestBinder.Instance, out _));
            Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < SmallAllocation);
            Assert.Contains(about, error.Message, StringComparison.OrdinalIgnoreCase);
        }

        [Fact]
        public void HugeArgumentCount_IsABindingFailure_NotAnAllocation()
        {
            // Invocation "One" (one int parameter) claiming 2^31 - 1 arguments: the hub answers with a binding error.
            byte[] body = { 0x96, 0x01, 0x80, 0xA1, 0x31, 0xA3, (byte)'O', (byte)'n', (byte)'e', 0xDD, 0x7F, 0xFF, 0xFF, 0xFF, 0x90 };
            byte[] frame = new byte[body.Length + 1];
            frame[0] = (byte)body.Length;
            body.CopyTo(frame, 1);
            var warmUp = new ReadOnlySequence<byte>(frame);
            Assert.True(Ours.TryParseMessage(ref warmUp, TestBinder.Instance, out _));
            var input = new ReadOnlySequence<byte>(frame);
            long before = GC.GetAllocatedBytesForCurrentThread();
            Assert.True(Ours.TryParseMessage(ref input, TestBinder.Instance, out HubMessage? message));
            Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < SmallAllocation);
            var failure = Assert.IsType<InvocationBindingFailureMessage>(message);
            Assert.Equal("1", failure.InvocationId);
            Assert.Contains("argument", failure.BindingFailure.SourceException.Message, StringComparison.OrdinalIgnoreCase);
        }

        [Fact]
        public void ArgumentThatDoesNotMatchTheParameter_IsABindingFailure()
        {
            // "One" takes an int; a string arrives.
            byte[] body = { 0x96, 0x01, 0x80, 0xA1, 0x31, 0xA3, (byte)'O', (byte)'n', (byte)'e', 0x91, 0xA1, 0x78, 0x90 };
            byte[] frame = new byte[body.Length + 1];
            frame[0] = (byte)body.Length;
            body.CopyTo(frame, 1);
            var input = new ReadOnlySequence<byte>(frame);
            Assert.True(Ours.TryParseMessage(ref input, TestBinder.Instance, out HubMessage? message));
            var failure = Assert.IsType<InvocationBindingFailureMessage>(message);
            Assert.Contains("Error binding argument 1", failure.BindingFailure.SourceException.Message);
        }
    }
}
