using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using Microsoft.AspNetCore.SignalR.Protocol;
using Xunit;

namespace BlockPack.SignalR.Tests
{
    /// <summary>
    /// Byte-level agreement with the official <c>MessagePackHubProtocol</c> 10.0.15 (on MessagePack-CSharp): the same
    /// bytes for every message type, and each side parses the other's bytes into messages that write back the same.
    /// </summary>
    public sealed class ProtocolBytesTests
    {
        private static readonly IHubProtocol Official = new MessagePackHubProtocol();
        private static readonly IHubProtocol Ours = new BlockPackHubProtocol();

        public static TheoryData<string> Names() => new(Messages.All().Select(m => m.Name));

        [Theory]
        [MemberData(nameof(Names))]
        public void WriteMessage_WritesTheOfficialBytes(string name)
        {
            HubMessage message = Find(name);
            byte[] expected = Write(Official, message);
            Assert.Equal(expected, Write(Ours, message));
            Assert.Equal(expected, Ours.GetMessageBytes(message).ToArray());
        }

        [Theory]
        [MemberData(nameof(Names))]
        public void OfficialBytes_ParseIntoTheSameMessage(string name)
        {
            byte[] bytes = Write(Official, Find(name));
            HubMessage parsed = ParseOne(Ours, bytes);

            // Written back by the official protocol, the parsed message must give the original bytes.
            Assert.Equal(bytes, Write(Official, parsed));
        }

        [Theory]
        [MemberData(nameof(Names))]
        public void OurBytes_ParseWithTheOfficialProtocol(string name)
        {
            byte[] bytes = Write(Ours, Find(name));
            HubMessage parsed = ParseOne(Official, bytes);
            Assert.Equal(bytes, Write(Ours, parsed));
        }

        [Fact]
        public void LengthPrefix_IsAVarint_AtEachWidth()
        {
            // Up to 127 fits one byte, up to 16,383 two, then three: written and read like the official framing.
            foreach ((int noteLength, int prefixBytes) in new[] { (-1, 1), (200, 2), (20_000, 3) })
            {
                HubMessage message = noteLength < 0 ? new StreamItemMessage("s-int", 1) : new StreamItemMessage("s-order", Order.Sample(1, noteLength: noteLength));
                byte[] ours = Write(Ours, message);
                Assert.Equal(Write(Official, message), ours);
                int length = ours.Length - prefixBytes;
                for (int i = 0; i < prefixBytes; i++)
                {
                    Assert.Equal((length >> (7 * i)) & 0x7F, ours[i] & 0x7F);
                    Assert.Equal(i < prefixBytes - 1, (ours[i] & 0x80) != 0);
                }

                Assert.Equal(ours, Write(Official, ParseOne(Ours, ours)));
            }
        }

        [Fact]
        public void Parse_GivesTheValuesBack()
        {
            var invocation = (InvocationMessage)ParseOne(Ours, Write(Official, Find("invocation with id and arguments")));
            Assert.Equal("42", invocation.InvocationId);
            Assert.Equal("Place", invocation.Target);
            Assert.Equal(7, invocation.Arguments[0]);
            Assert.Equal("seven", invocation.Arguments[1]);
            Assert.True(Order.Sample(7).SameAs((Order)invocation.Arguments[2]!));

            var withHeaders = (InvocationMessage)ParseOne(Ours, Write(Official, Find("invocation with headers")));
            Assert.Equal("00-abc", withHeaders.Headers!["trace"]);
            Assert.Equal("t1", withHeaders.Headers["tenant"]);

            var streams = (InvocationMessage)ParseOne(Ours, Write(Official, Find("invocation with stream ids")));
            Assert.Equal(new[] { "s-order", "s-int" }, streams.StreamIds);

            var close = (CloseMessage)ParseOne(Ours, Write(Official, Find("close with error and reconnect")));
            Assert.Equal("Server is restarting.", close.Error);
            Assert.True(close.AllowReconnect);

            var error = (CompletionMessage)ParseOne(Ours, Write(Official, Find("completion with error")));
            Assert.False(error.HasResult);
            Assert.StartsWith("An unexpected error", error.Error);

            Assert.Equal(long.MaxValue, ((AckMessage)ParseOne(Ours, Write(Official, Find("ack, large")))).SequenceId);
            Assert.Equal(123_456_789_012, ((SequenceMessage)ParseOne(Ours, Write(Official, Find("sequence")))).SequenceId);
            Assert.Same(PingMessage.Instance, ParseOne(Ours, Write(Official, PingMessage.Instance)));
        }

        [Fact]
        public void RawResult_IsKeptAsSentAndWrittenBackVerbatim()
        {
            byte[] bytes = Write(Official, CompletionMessage.WithResult("raw", Order.Sample(4)));
            var completion = (CompletionMessage)ParseOne(Ours, bytes);
            var raw = Assert.IsType<RawResult>(completion.Result);

            // Forwarded under the same id, the raw bytes reproduce the original frame.
            Assert.Equal(bytes, Write(Ours, CompletionMessage.WithResult("raw", raw)));
        }

        [Fact]
        public void UnknownMessageType_IsSkipped_LikeTheOfficialProtocol()
        {
            // [99] then a ping: the unknown type is consumed and reported as "no message"; the ping follows.
            byte[] unknown = { 0x02, 0x91, 0x63 };
            byte[] ping = Write(Official, PingMessage.Instance);
            var input = new ReadOnlySequence<byte>(unknown.Concat(ping).ToArray());
            Assert.False(Ours.TryParseMessage(ref input, TestBinder.Instance, out _));
            Assert.Equal(ping.Length, input.Length);
            Assert.True(Ours.TryParseMessage(ref input, TestBinder.Instance, out HubMessage? next));
            Assert.IsType<PingMessage>(next);
        }

        [Fact]
        public void VersionAndName_MatchTheOfficialProtocol()
        {
            Assert.Equal(Official.Name, Ours.Name);
            Assert.Equal(Official.Version, Ours.Version);
            Assert.Equal(Official.TransferFormat, Ours.TransferFormat);
            Assert.True(Ours.IsVersionSupported(1));
            Assert.False(Ours.IsVersionSupported(3));
        }

        internal static HubMessage Find(string name) => Messages.All().Single(m => m.Name == name).Message;

        internal static byte[] Write(IHubProtocol protocol, HubMessage message)
        {
            var output = new ArrayBufferWriter<byte>();
            protocol.WriteMessage(message, output);
            return output.WrittenSpan.ToArray();
        }

        internal static HubMessage ParseOne(IHubProtocol protocol, byte[] bytes)
        {
            var input = new ReadOnlySequence<byte>(bytes);
            Assert.True(protocol.TryParseMessage(ref input, TestBinder.Instance, out HubMessage? message));
            Assert.True(input.IsEmpty);
            return message!;
        }
    }
}
