using System;
using System.IO;

namespace BlockPack.Tests.Reader
{
    public class NilAndBooleanReaderTests
    {
        [Fact]
        public void Booleans_and_nil_read_in_every_layout()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create("c3 c2 c0 c0 01", layout));
                Assert.True(reader.ReadBoolean());
                Assert.False(reader.ReadBoolean());
                Assert.True(reader.IsNil);
                reader.ReadNil();
                Assert.True(reader.TryReadNil());
                Assert.False(reader.IsNil);
                Assert.False(reader.TryReadNil());
                Assert.Equal(4, reader.Consumed); // TryReadNil left the integer in place
                Assert.Equal(1, reader.ReadInt32());
                Assert.True(reader.End);
            }
        }

        [Theory]
        [InlineData("01", "0x01 (positive fixint)")]
        [InlineData("c0", "0xc0 (nil)")]
        public void ReadBoolean_accepts_only_true_and_false(string hex, string codeText)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() =>
            {
                var reader = new MessagePackReader(Hex.Parse(hex));
                reader.ReadBoolean();
            });
            Assert.Equal($"Unexpected msgpack code {codeText} at byte offset 0 while reading Boolean.", ex.Message);
        }

        [Fact]
        public void ReadNil_rejects_other_values()
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() =>
            {
                var reader = new MessagePackReader(Hex.Parse("c2"));
                reader.ReadNil();
            });
            Assert.Equal("Unexpected msgpack code 0xc2 (false) at byte offset 0 while reading Nil.", ex.Message);
        }

        [Fact]
        public void Reading_past_the_end_is_reported_not_an_IndexOutOfRange()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() =>
                {
                    var reader = new MessagePackReader(TestSequences.Create("c3", layout));
                    reader.ReadBoolean();
                    reader.ReadBoolean();
                });
                Assert.Equal("Unexpected end of MessagePack data at byte offset 1 while reading Boolean.", ex.Message);
                Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(string.Empty, layout)).TryReadNil());
                Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(string.Empty, layout)).ReadNil());
            }
        }
    }
}
