using System;
using System.IO;
using System.Buffers;
using System.Runtime.InteropServices;

namespace BlockPack.Tests.Reader
{
    public class BinaryReaderTests
    {
        [Theory]
        [InlineData("c4 00", "")]
        [InlineData("c4 03 01 02 03", "010203")]
        [InlineData("c5 00 03 01 02 03", "010203")]
        [InlineData("c6 00 00 00 03 01 02 03", "010203")]
        [InlineData("a3 61 62 63", "616263")] // str: older writers stored binary data as raw strings
        [InlineData("d9 01 ff", "ff")] // str bytes are not validated as UTF-8 here
        [InlineData("da 00 00", "")]
        public void ReadBytes_accepts_bin_and_str_in_every_layout(string hex, string expected)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create(hex + " c2", layout));
                ReadOnlySequence<byte>? bytes = reader.ReadBytes();
                Assert.True(bytes.HasValue);
                Assert.Equal(expected, Hex.Format(bytes.Value.ToArray()));
                Assert.False(reader.ReadBoolean());
                Assert.True(reader.End);
            }
        }

        [Fact]
        public void ReadBytes_reads_nil_as_null()
        {
            var reader = new MessagePackReader(Hex.Parse("c0"));
            Assert.Null(reader.ReadBytes());
            Assert.True(reader.End);
        }

        [Fact]
        public void ReadBytes_returns_a_slice_of_the_input_not_a_copy()
        {
            byte[] input = Hex.Parse("01 c4 02 aa bb");
            var reader = new MessagePackReader(input);
            reader.ReadByte();
            ReadOnlySequence<byte> bytes = reader.ReadBytes()!.Value;
            Assert.True(MemoryMarshal.TryGetArray(bytes.First, out ArraySegment<byte> segment));
            Assert.Same(input, segment.Array);
            Assert.Equal(3, segment.Offset);
            Assert.Equal(2, segment.Count);
        }

        [Theory]
        [InlineData("01", "0x01 (positive fixint)")]
        [InlineData("c7 01 01 00", "0xc7 (ext8)")]
        [InlineData("90", "0x90 (fixarray)")]
        public void ReadBytes_rejects_other_types(string hex, string codeText)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse(hex)).ReadBytes());
            Assert.Equal($"Unexpected msgpack code {codeText} at byte offset 0 while reading binary data.", ex.Message);
        }

        [Theory]
        [InlineData("c6 ff ff ff ff 00", "bin32", 4294967295L, 1)]
        [InlineData("c5 00 10 00", "bin16", 16L, 1)]
        [InlineData("c4 02 00", "bin8", 2L, 1)]
        public void Binary_claiming_more_bytes_than_remain_is_rejected(string hex, string format, long declared, int available)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(hex, layout)).ReadBytes());
                Assert.Equal(
                    $"Unexpected end of MessagePack data at byte offset 0 while reading binary data: the {format} header declares {declared} bytes but only {available} follow it.",
                    ex.Message);
            }
        }

        [Theory]
        [InlineData("c4")]
        [InlineData("c5 00")]
        [InlineData("c6 00 00 00")]
        public void Truncated_binary_headers_are_rejected(string hex)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(hex, layout)).ReadBytes());
                Assert.Equal("Unexpected end of MessagePack data at byte offset 0 while reading binary data.", ex.Message);
            }
        }
    }
}
