using System;
using BlockPack.Buffers;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>The vectors MessagePack-CSharp wrote, from the wire contract.</summary>
    public class ReferenceVectorTests
    {
        [Fact]
        public void Reads_the_one_block_dummy_vector()
        {
            byte[] plain = Decompress(Hex("92 D4 62 07 C6 00 00 00 08 70 91 A5 64 75 6D 6D 79"))!;
            Assert.Equal(Hex("91 A5 64 75 6D 6D 79"), plain);
        }

        [Fact]
        public void Reads_the_two_bin8_blocks_of_spaces_vector()
        {
            byte[] plain = Decompress(Hex("93 C7 02 62 04 04 C4 05 40 20 20 20 20 C4 05 40 20 20 20 20"))!;
            Assert.Equal(new byte[] { 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20 }, plain);
        }

        [Fact]
        public void Writes_the_dummy_vector_byte_for_byte()
        {
            // The block is literal-only (7 bytes are below LZ4's minimum match window), so every LZ4 compressor
            // produces the same bytes and the whole payload must equal MessagePack-CSharp's.
            Assert.Equal(
                Hex("92 D4 62 07 C6 00 00 00 08 70 91 A5 64 75 6D 6D 79"),
                Compress(Hex("91 A5 64 75 6D 6D 79"), MessagePackCompression.Lz4BlockArray));
        }

        [Fact]
        public void Writes_an_Lz4Block_of_the_dummy_value_byte_for_byte()
        {
            // ext8 (payload 5 + 8 = 13 bytes), type 99, D2 length 7, then the literal-only block.
            Assert.Equal(
                Hex("C7 0D 63 D2 00 00 00 07 70 91 A5 64 75 6D 6D 79"),
                Compress(Hex("91 A5 64 75 6D 6D 79"), MessagePackCompression.Lz4Block));
        }

        [Theory]
        [InlineData("C7 06 63 D2 7F FF FF FF 00")]
        [InlineData("92 C7 05 62 D2 7F FF FF FF C4 01 00")]
        public void Size_limit_vectors_throw_before_anything_is_rented(string hex)
        {
            byte[] input = Hex(hex);
            BufferDiagnostics.Reset();
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(input, maximum: 1000));
            Assert.Contains("2147483647", ex.Message);
            Assert.Contains("MaximumDecompressedSize (1000)", ex.Message);
            Assert.Equal(0, BufferDiagnostics.BufferRents);
            Assert.Equal(0, BufferDiagnostics.ArrayRents);
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
        }

        [Theory]
        [InlineData("C7 06 63 D2 7F FF FF FF 00")]
        [InlineData("92 C7 05 62 D2 7F FF FF FF C4 01 00")]
        public void Size_limit_vectors_are_rejected_by_the_expansion_rule_under_an_unlimited_maximum(string hex)
        {
            byte[] input = Hex(hex);
            BufferDiagnostics.Reset();
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(input, maximum: long.MaxValue));
            Assert.Contains("255 times", ex.Message);
            Assert.Equal(0, BufferDiagnostics.BufferRents);
            Assert.Equal(0, BufferDiagnostics.ArrayRents);
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
        }
    }
}
