using System;
using System.IO;
using System.Buffers;
using System.Threading;

namespace BlockPack.Tests.Reader
{
    public class PeekAndPositionTests
    {
        [Theory]
        [InlineData("00", MessagePackType.Integer)]
        [InlineData("ff", MessagePackType.Integer)]
        [InlineData("d3", MessagePackType.Integer)]
        [InlineData("c0", MessagePackType.Nil)]
        [InlineData("c2", MessagePackType.Boolean)]
        [InlineData("ca", MessagePackType.Float)]
        [InlineData("a0", MessagePackType.String)]
        [InlineData("db", MessagePackType.String)]
        [InlineData("c4", MessagePackType.Binary)]
        [InlineData("90", MessagePackType.Array)]
        [InlineData("dd", MessagePackType.Array)]
        [InlineData("80", MessagePackType.Map)]
        [InlineData("de", MessagePackType.Map)]
        [InlineData("d4", MessagePackType.Extension)]
        [InlineData("c9", MessagePackType.Extension)]
        [InlineData("c1", MessagePackType.Unknown)]
        public void NextCode_and_NextMessagePackType_peek_without_consuming(string hex, MessagePackType expected)
        {
            byte code = Hex.Parse(hex)[0];
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                // Put a nil first so that in the split layouts the peek happens at a segment boundary.
                var reader = new MessagePackReader(TestSequences.Create("c0 " + hex, layout));
                reader.ReadNil();
                Assert.Equal(code, reader.NextCode);
                Assert.Equal(expected, reader.NextMessagePackType);
                Assert.Equal(1, reader.Consumed);
            }
        }

        [Fact]
        public void Peeking_at_the_end_is_reported()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() => ReadNilThenPeek(TestSequences.Create("c0", layout)));
                Assert.Equal("Unexpected end of MessagePack data at byte offset 1 while reading the next msgpack code.", ex.Message);
            }
        }

        [Fact]
        public void A_peek_reader_moves_independently()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create("01 02 03", layout));
                reader.ReadByte();
                MessagePackReader peek = reader.CreatePeekReader();
                Assert.Equal(2, peek.ReadByte());
                Assert.Equal(3, peek.ReadByte());
                Assert.True(peek.End);
                Assert.Equal(1, reader.Consumed);
                Assert.Equal(2, reader.ReadByte());
            }
        }

        [Fact]
        public void Position_Consumed_End_and_Sequence_track_the_reads()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                ReadOnlySequence<byte> input = TestSequences.Create("cd 01 02 a2 61 62 c3", layout);
                var reader = new MessagePackReader(input);
                Assert.Equal(0, reader.Consumed);
                Assert.False(reader.End);
                reader.ReadUInt16();
                Assert.Equal(3, reader.Consumed);
                Assert.Equal("a26162c3", Hex.Format(input.Slice(reader.Position).ToArray()));
                reader.ReadString();
                Assert.Equal("c3", Hex.Format(input.Slice(reader.Position).ToArray()));
                reader.ReadBoolean();
                Assert.True(reader.End);
                Assert.Equal(input.Length, reader.Consumed);
                Assert.Equal(input.Length, input.Slice(input.Start, reader.Position).Length);
                Assert.Equal(input.Length, reader.Sequence.Length);
            }
        }

        [Fact]
        public void Clone_reads_other_data_but_keeps_depth_and_cancellation()
        {
            using var source = new CancellationTokenSource();
            var reader = new MessagePackReader(Hex.Parse("01")) { Depth = 7, CancellationToken = source.Token };
            MessagePackReader clone = reader.Clone(new ReadOnlySequence<byte>(Hex.Parse("a1 78")));
            Assert.Equal(7, clone.Depth);
            Assert.Equal(source.Token, clone.CancellationToken);
            Assert.Equal("x", clone.ReadString());
            Assert.Equal(1, reader.ReadInt32());
        }

        [Fact]
        public void The_memory_constructor_reads_like_the_sequence_one()
        {
            byte[] input = Hex.Parse("00 00 93 01 02 03 00");
            var reader = new MessagePackReader(input.AsMemory(2, 4));
            Assert.Equal(3, reader.ReadArrayHeader());
            Assert.Equal(1, reader.ReadInt32());
            Assert.Equal(2, reader.ReadInt32());
            Assert.Equal(3, reader.ReadInt32());
            Assert.True(reader.End);
            Assert.Equal(4, reader.Consumed);
        }

        private static byte ReadNilThenPeek(ReadOnlySequence<byte> input)
        {
            var reader = new MessagePackReader(input);
            reader.ReadNil();
            return reader.NextCode;
        }
    }
}
