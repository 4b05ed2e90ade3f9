using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Tests;
using Microsoft.AspNetCore.SignalR.Protocol;
using Xunit;

namespace BlockPack.SignalR.Tests
{
    /// <summary>
    /// The varint-prefixed framing under every way a transport can hand bytes over: a stream of all the test messages
    /// (one with a three-byte prefix) split into two segments at every byte, and delivered in two reads at every byte.
    /// </summary>
    public sealed class FramingTests
    {
        private static readonly IHubProtocol Official = new MessagePackHubProtocol();
        private static readonly IHubProtocol Ours = new BlockPackHubProtocol();

        // Every test message (two of them with two-byte prefixes) and a ping; the three-byte prefix has its own test.
        private static readonly HubMessage[] Stream = Messages.All().Select(m => m.Message).Append(PingMessage.Instance).ToArray();

        private static readonly HubMessage Large = new StreamItemMessage("s-order", Order.Sample(2, noteLength: 17_000));

        private static readonly byte[] StreamBytes = Stream.SelectMany(m => ProtocolBytesTests.Write(Official, m)).ToArray();

        private static readonly byte[][] Expected = Stream.Select(m => ProtocolBytesTests.Write(Official, m)).ToArray();

        [Fact]
        public void EveryMessage_ParsesFromTwoSegments_SplitAtEveryByte()
        {
            for (int cut = 0; cut <= StreamBytes.Length; cut++)
            {
                ReadOnlySequence<byte> input = SegmentedSequence.CutAt(StreamBytes, cut);
                List<HubMessage> parsed = ParseAll(ref input);
                Assert.True(input.IsEmpty, $"cut {cut}: {input.Length} bytes left");
                AssertSameMessages(parsed, cut);
            }
        }

        [Fact]
        public void EveryMessage_ParsesFromTwoReads_SplitAtEveryByte()
        {
            for (int cut = 0; cut <= StreamBytes.Length; cut++)
            {
                // First read: only the bytes before the cut. Parse what is complete, keep the rest.
                var first = new ReadOnlySequence<byte>(StreamBytes, 0, cut);
                List<HubMessage> parsed = ParseAll(ref first);
                long consumed = cut - first.Length;

                // Second read: the kept bytes and the remainder, in two segments (as a pipe would hand them).
                int kept = (int)first.Length;
                ReadOnlySequence<byte> second = SegmentedSequence.CutAt(StreamBytes.AsSpan((int)consumed).ToArray(), kept);
                parsed.AddRange(ParseAll(ref second));
                Assert.True(second.IsEmpty, $"cut {cut}");
                AssertSameMessages(parsed, cut);
            }
        }

        [Fact]
        public void IncompleteFrame_ReturnsFalse_AndLeavesTheInput()
        {
            byte[] one = Expected[1];
            for (int length = 0; length < one.Length; length++)
            {
                var input = new ReadOnlySequence<byte>(one, 0, length);
                Assert.False(Ours.TryParseMessage(ref input, TestBinder.Instance, out _));
                Assert.Equal(length, input.Length);
            }
        }

        [Fact]
        public void ThreeBytePrefix_ParsesWhereverTheSegmentsBreak()
        {
            byte[] big = ProtocolBytesTests.Write(Official, Large);
            Assert.True((big[0] & 0x80) != 0 && (big[1] & 0x80) != 0 && (big[2] & 0x80) == 0, "a three-byte prefix");
            var cuts = new List<int[]> { new[] { 1, 2, 3 } };
            cuts.AddRange(Enumerable.Range(0, 12).Concat(Enumerable.Range(big.Length - 12, 13)).Select(c => new[] { c }));
            foreach (int[] cut in cuts)
            {
                ReadOnlySequence<byte> input = SegmentedSequence.CutAt(big, cut);
                Assert.True(Ours.TryParseMessage(ref input, TestBinder.Instance, out HubMessage? message), $"cut {string.Join(",", cut)}");
                Assert.True(input.IsEmpty);
                Assert.Equal(big, ProtocolBytesTests.Write(Official, message));
            }
        }

        private static List<HubMessage> ParseAll(ref ReadOnlySequence<byte> input)
        {
            var parsed = new List<HubMessage>();
            while (Ours.TryParseMessage(ref input, TestBinder.Instance, out HubMessage? message))
            {
                parsed.Add(message);
            }

            return parsed;
        }

        private static void AssertSameMessages(List<HubMessage> parsed, int cut)
        {
            Assert.True(parsed.Count == Expected.Length, $"cut {cut}: {parsed.Count} messages");
            for (int i = 0; i < parsed.Count; i++)
            {
                Assert.True(Expected[i].AsSpan().SequenceEqual(ProtocolBytesTests.Write(Official, parsed[i])), $"cut {cut}, message {i}");
            }
        }
    }
}
