using System;
using System.Buffers;
using System.Linq;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>Every header form the format allows, with hand-built payloads around spec-built LZ4 blocks.</summary>
    public class FramingReaderFormsTests
    {
        // "AB" as a literal-only block: token 0x20 (two literals), 'A', 'B'.
        private const string AbBlock = "20 41 42";

        [Theory]
        [InlineData("D7 63 D2 00 00 00 02 " + AbBlock)] // fixext8
        [InlineData("D6 63 02 " + AbBlock)] // fixext4 with a fixint length
        [InlineData("C7 08 63 D2 00 00 00 02 " + AbBlock)] // ext8
        [InlineData("C8 00 08 63 D2 00 00 00 02 " + AbBlock)] // ext16
        [InlineData("C9 00 00 00 08 63 D2 00 00 00 02 " + AbBlock)] // ext32, as v1 writers did
        public void Lz4Block_accepts_every_ext_header_form(string hex)
        {
            Assert.Equal(new byte[] { 0x41, 0x42 }, Decompress(Hex(hex)));
        }

        [Theory]
        [InlineData("02")]
        [InlineData("CC 02")]
        [InlineData("CD 00 02")]
        [InlineData("CE 00 00 00 02")]
        [InlineData("CF 00 00 00 00 00 00 00 02")]
        [InlineData("D0 02")]
        [InlineData("D1 00 02")]
        [InlineData("D2 00 00 00 02")]
        [InlineData("D3 00 00 00 00 00 00 00 02")]
        public void Lz4Block_and_Lz4BlockArray_accept_every_int_encoding_for_lengths(string length)
        {
            byte[] lengthBytes = Hex(length);
            byte[] block = Hex(AbBlock);

            byte[] single = Concat(new byte[] { 0xC7, (byte)(lengthBytes.Length + block.Length), 0x63 }, lengthBytes, block);
            Assert.Equal(new byte[] { 0x41, 0x42 }, Decompress(single));

            byte[] array = Concat(new byte[] { 0x92, 0xC7, (byte)lengthBytes.Length, 0x62 }, lengthBytes, new byte[] { 0xC4, 3 }, block);
            Assert.Equal(new byte[] { 0x41, 0x42 }, Decompress(array));
        }

        [Theory]
        [InlineData("D4 62 02")]
        [InlineData("D5 62 D0 02")]
        [InlineData("D6 62 CE 00 00 00 02")] // ext payload 4, int of 5 bytes: the ints are what count
        [InlineData("D7 62 D3 00 00 00 00 00 00 00 02")]
        [InlineData("D8 62 02")] // ext payload length disagrees with the ints: ignored, as MessagePack-CSharp does
        [InlineData("C7 01 62 02")]
        [InlineData("C8 00 01 62 02")]
        [InlineData("C9 00 00 00 01 62 02")]
        public void Lz4BlockArray_accepts_every_ext_header_form_and_takes_lengths_from_the_ints(string extAndLength)
        {
            byte[] payload = Concat(new byte[] { 0x92 }, Hex(extAndLength), Hex("C4 03 " + AbBlock));
            Assert.Equal(new byte[] { 0x41, 0x42 }, Decompress(payload));
        }

        [Theory]
        [InlineData("C4 03")] // bin8
        [InlineData("C5 00 03")] // bin16
        [InlineData("C6 00 00 00 03")] // bin32
        [InlineData("A3")] // fixstr, from old-spec writers
        [InlineData("D9 03")] // str8
        [InlineData("DA 00 03")] // str16
        [InlineData("DB 00 00 00 03")] // str32
        public void Lz4BlockArray_accepts_bin_and_str_blocks(string blockHeader)
        {
            byte[] payload = Concat(Hex("92 D4 62 02"), Hex(blockHeader), Hex(AbBlock));
            Assert.Equal(new byte[] { 0x41, 0x42 }, Decompress(payload));
        }

        [Theory]
        [InlineData("DC 00 03")]
        [InlineData("DD 00 00 00 03")]
        public void Lz4BlockArray_accepts_array16_and_array32_headers(string arrayHeader)
        {
            byte[] payload = Concat(Hex(arrayHeader), Hex("D5 62 02 02 C4 03 " + AbBlock + " C4 03 " + AbBlock));
            Assert.Equal(new byte[] { 0x41, 0x42, 0x41, 0x42 }, Decompress(payload));
        }

        [Fact]
        public void A_block_with_a_back_reference_decodes()
        {
            byte[] payload = Concat(Hex("92 D4 62 14 C4"), new[] { (byte)MatchBlock.Length }, MatchBlock);
            Assert.Equal(MatchBlockPlain, Decompress(payload));
        }

        [Fact]
        public void Long_literal_runs_decode()
        {
            byte[] data = Pattern(1000);
            byte[] block = LiteralBlock(data);
            byte[] payload = Concat(Hex("92 D4 62 CD 03 E8 C5"), new[] { (byte)(block.Length >> 8), (byte)block.Length }, block);
            Assert.Equal(data, Decompress(payload));
        }

        [Fact]
        public void Empty_blocks_declared_empty_are_skipped()
        {
            byte[] payload = Hex("94 C7 03 62 00 02 00 C4 00 C4 03 " + AbBlock + " A0");
            Assert.Equal(new byte[] { 0x41, 0x42 }, Decompress(payload));
        }

        [Fact]
        public void Plain_msgpack_is_not_mistaken_for_compressed_data()
        {
            Assert.Null(Decompress(Hex("93 01 02 03")));
            Assert.Null(Decompress(Hex("90")));
            Assert.Null(Decompress(Hex("91 D4 01 00"))); // ext of another type first
            Assert.Null(Decompress(Hex("D4 62 00"))); // ext 98 not inside an array
            Assert.Null(Decompress(Hex("92 D4 63 00 00"))); // ext 99 inside an array
            Assert.Null(Decompress(Hex("C7 00 05"))); // ext of type 5
            Assert.Null(Decompress(Hex("A5 64 75 6D 6D 79")));
            Assert.Null(Decompress(Array.Empty<byte>()));
        }

        [Fact]
        public void Headers_too_short_to_identify_are_left_to_the_plain_reader()
        {
            // Truncated before the ext type byte is known, the input may be any msgpack; the plain reader reports it.
            Assert.Null(Decompress(Hex("C9 00 00")));
            Assert.Null(Decompress(Hex("92")));
            Assert.Null(Decompress(Hex("92 C7 02")));
            Assert.Null(Decompress(Hex("DC 00")));
        }

        [Fact]
        public void Consumption_is_exact_and_trailing_bytes_are_left_alone()
        {
            byte[] array = Hex("93 C7 02 62 04 04 C4 05 40 20 20 20 20 C4 05 40 20 20 20 20");
            byte[] block = Hex("D7 63 D2 00 00 00 02 " + AbBlock);
            foreach (byte[] payload in new[] { array, block })
            {
                byte[] withTrailer = Concat(payload, Hex("C0 C0 C0"));
                Assert.NotNull(Decompress(new ReadOnlySequence<byte>(withTrailer), long.MaxValue, out long consumed));
                Assert.Equal(payload.Length, consumed);
            }
        }

        [Fact]
        public void Payloads_cut_into_segments_at_every_position_decode_the_same()
        {
            byte[] plain = Pattern(3000, seed: 9);
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                byte[] framed = Compress(Segmented(plain, 1000, 2000), mode);
                for (int cut = 1; cut < framed.Length; cut++)
                {
                    Assert.Equal(plain, Decompress(Segmented(framed, cut, cut + 1, cut + 7), long.MaxValue, out long consumed));
                    Assert.Equal(framed.Length, consumed);
                }
            }
        }

        [Fact]
        public void A_large_block_straddling_input_segments_is_gathered_outside_the_managed_heap()
        {
            byte[] plain = new byte[200_000];
            new Random(11).NextBytes(plain);
            byte[] framed = Compress(plain, MessagePackCompression.Lz4Block);
            Buffers.BufferDiagnostics.Reset();
            Assert.Equal(plain, Decompress(Segmented(framed, 100_000), long.MaxValue, out _));

            // The 200,000-byte result and the ~200 KB compressed copy both live in native memory.
            Assert.True(Buffers.BufferDiagnostics.LargestNativeAllocation >= 200_000);
        }

        [Fact]
        public void A_block_larger_than_64KB_from_another_writer_decodes_into_native_memory()
        {
            byte[] plain = Pattern(100_000, seed: 5);
            byte[] block = K4LikeBlock(plain);
            byte[] payload = Concat(Hex("92 D6 62 CE 00 01 86 A0 C6"), BigEndian(block.Length), block);
            Buffers.BufferDiagnostics.Reset();
            Assert.Equal(plain, Decompress(payload));
            Assert.Equal(100_000, Buffers.BufferDiagnostics.NativeBytes);
        }

        internal static byte[] Concat(params byte[][] parts) => parts.SelectMany(p => p).ToArray();

        internal static byte[] BigEndian(int value) => new[] { (byte)(value >> 24), (byte)(value >> 16), (byte)(value >> 8), (byte)value };

        private static byte[] K4LikeBlock(byte[] plain)
        {
            // A single block over the whole input, as a writer that does not cut at 64 KB would produce.
            byte[] framed = Compress(plain, MessagePackCompression.Lz4Block);
            int headerSize = framed[0] == 0xC9 ? 6 : 4;
            return framed.AsSpan(headerSize + 5).ToArray();
        }
    }
}
