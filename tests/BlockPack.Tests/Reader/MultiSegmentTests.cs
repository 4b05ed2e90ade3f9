using System;
using System.Buffers;

namespace BlockPack.Tests.Reader
{
    public class MultiSegmentTests
    {
        [Theory]
        [InlineData(1)]
        [InlineData(2)]
        [InlineData(3)]
        [InlineData(5)]
        [InlineData(8)]
        [InlineData(13)]
        public void The_nested_payload_reads_identically_in_any_segmentation(int segmentLength)
        {
            byte[] payload = Hex.Parse(ValueDump.NestedPayload);
            foreach (bool emptySegments in new[] { false, true })
            {
                ReadOnlySequence<byte> input = TestSequences.Split(payload, segmentLength, emptySegments);
                Assert.Equal(ValueDump.NestedPayloadDump, ValueDump.ReadAll(input));

                var skipper = new MessagePackReader(input);
                skipper.Skip();
                Assert.True(skipper.End);

                var raw = new MessagePackReader(input);
                Assert.Equal(payload, raw.ReadRaw().ToArray());
            }
        }

        [Fact]
        public void Every_two_segment_split_reads_identically()
        {
            byte[] payload = Hex.Parse(ValueDump.NestedPayload);
            for (int split = 1; split < payload.Length; split++)
            {
                ReadOnlySequence<byte> input = TwoSegments(payload, split);
                Assert.Equal(ValueDump.NestedPayloadDump, ValueDump.ReadAll(input));
            }
        }

        [Fact]
        public void A_sequence_sliced_to_start_inside_a_segment_reads_from_its_own_start()
        {
            byte[] prefixed = Hex.Parse("ff ff ff ff " + ValueDump.NestedPayload + " ff");
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                ReadOnlySequence<byte> whole = TestSequences.Create(prefixed, layout);
                ReadOnlySequence<byte> input = whole.Slice(4, whole.Length - 5);
                Assert.Equal(ValueDump.NestedPayloadDump, ValueDump.ReadAll(input));

                var reader = new MessagePackReader(input);
                reader.Skip();
                Assert.Equal(input.Length, reader.Consumed);
                Assert.True(input.Slice(reader.Position).IsEmpty);
            }
        }

        [Fact]
        public void Strings_split_across_segments_decode_and_slice_identically()
        {
            // "hélo" with the two bytes of 'é' in different segments, then a 4-byte emoji.
            byte[] payload = Hex.Parse("a5 68 c3 a9 6c 6f a4 f0 9f 98 80");
            var reader = new MessagePackReader(TwoSegments(payload, 3));
            Assert.Equal("h\u00e9lo", reader.ReadString());
            Assert.True(reader.TryReadStringSpan(out ReadOnlySpan<byte> emoji)); // wholly inside the second segment
            Assert.Equal(new byte[] { 0xf0, 0x9f, 0x98, 0x80 }, emoji.ToArray());

            // Now the emoji's bytes straddle the boundary (1 + 3).
            var splitEmoji = new MessagePackReader(TwoSegments(payload, 8));
            Assert.Equal("h\u00e9lo", splitEmoji.ReadString());
            Assert.False(splitEmoji.TryReadStringSpan(out _));
            Assert.Equal(6, splitEmoji.Consumed);
            MessagePackReader peek = splitEmoji.CreatePeekReader();
            Assert.Equal(new byte[] { 0xf0, 0x9f, 0x98, 0x80 }, peek.ReadStringSequence()!.Value.ToArray());
            Assert.Equal("\U0001F600", splitEmoji.ReadString());
            Assert.True(splitEmoji.End);
        }

        private static ReadOnlySequence<byte> TwoSegments(byte[] data, int split) => SegmentedSequence.CutAt(data, split);
    }
}
