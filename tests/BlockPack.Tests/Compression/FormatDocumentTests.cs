using System.Linq;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>The worked example in docs/format.md, byte for byte.</summary>
    public class FormatDocumentTests
    {
        // ["hello" x 10, "world"]: fixarray 11, ten fixstr "hello", fixstr "world" (67 bytes).
        private static readonly byte[] Plain = new byte[] { 0x9B }
            .Concat(Enumerable.Repeat(Hex("A5 68 65 6C 6C 6F"), 10).SelectMany(b => b))
            .Concat(Hex("A5 77 6F 72 6C 64"))
            .ToArray();

        private const string Block = "7F 9B A5 68 65 6C 6C 6F 06 00 24 50 77 6F 72 6C 64";

        [Fact]
        public void The_documented_block_array_decodes_to_the_documented_msgpack_and_is_what_BlockPack_writes()
        {
            byte[] documented = Hex("92 D4 62 43 C6 00 00 00 11 " + Block);
            Assert.Equal(67, Plain.Length);
            Assert.Equal(Plain, Decompress(documented));
            Assert.Equal(documented, Compress(Plain, MessagePackCompression.Lz4BlockArray, minimumLength: 64));
        }

        [Fact]
        public void The_documented_checked_block_array_decodes_to_the_documented_msgpack_and_is_what_BlockPack_writes()
        {
            // ext 97 as fixext16: one row (67, 17, CRC-32C of the block), then the CRC-32C of the 19 bytes before it.
            byte[] documented = Hex("92 D8 61 00 00 00 43 00 00 00 11 82 42 83 02 F2 A0 3E 26 C6 00 00 00 11 " + Block);
            Assert.Equal(Plain, Decompress(documented));
            Assert.Equal(documented, Compress(Plain, MessagePackCompression.Lz4BlockArray, minimumLength: 64, blockChecksums: true));
        }

        [Fact]
        public void The_documented_checked_Lz4Block_decodes_to_the_documented_msgpack_and_is_what_BlockPack_writes()
        {
            byte[] documented = Hex("C7 1D 60 00 00 00 43 82 42 83 02 F8 72 82 F7 " + Block);
            Assert.Equal(Plain, Decompress(documented));
            Assert.Equal(documented, Compress(Plain, MessagePackCompression.Lz4Block, minimumLength: 64, blockChecksums: true));
        }

        [Fact]
        public void The_documented_Lz4Block_decodes_to_the_documented_msgpack_and_is_what_BlockPack_writes()
        {
            byte[] documented = Hex("C7 16 63 D2 00 00 00 43 " + Block);
            Assert.Equal(Plain, Decompress(documented));
            Assert.Equal(documented, Compress(Plain, MessagePackCompression.Lz4Block, minimumLength: 64));
        }
    }
}
