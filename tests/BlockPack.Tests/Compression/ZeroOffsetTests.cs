using System;
using System.Buffers;
using System.Linq;
using System.Text;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Lz4Reference;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Match offset 0 is forbidden by the LZ4 block format, but K4os (like liblz4) decodes it by copying the destination
    /// onto itself. The managed codec scans for it and rejects the block, so pooled buffers never show an earlier
    /// message's bytes. Blocks here are written by hand from the format; liblz4 confirms the valid twins decode.
    /// </summary>
    public class ZeroOffsetTests
    {
        private static readonly byte[] Secret = Encoding.ASCII.GetBytes("SECRET-OF-AN-EARLIER-MESSAGE!");

        public static TheoryData<string, byte[], byte[]> ZeroOffsetBlocksAndValidTwins => new TheoryData<string, byte[], byte[]>
        {
            { "in the first sequence", FirstSequence(0), FirstSequence(8) },
            { "after 280 literals counted with extra length bytes", AfterLongLiterals(0), AfterLongLiterals(280) },
            { "after a match 5,119 bytes long, longer than the block", AfterLongMatch(0), AfterLongMatch(1) },
        };

        [Theory]
        [MemberData(nameof(ZeroOffsetBlocksAndValidTwins))]
        public void A_zero_offset_is_found_and_rejected_and_its_valid_twin_decodes_as_liblz4_decodes_it(string where, byte[] zeroOffset, byte[] validTwin)
        {
            Assert.True(Lz4ZeroOffsetScan.HasZeroOffset(zeroOffset), where);
            Assert.True(ManagedLz4BlockCodec.Instance.Decompress(zeroOffset, new byte[8192]) < 0, where);

            Assert.False(Lz4ZeroOffsetScan.HasZeroOffset(validTwin), where);
            byte[] expected = new byte[8192];
            int expectedLength = LibLz4Reference.Decompress(validTwin, expected);
            Assert.True(expectedLength > 0, where);
            byte[] actual = new byte[expectedLength];
            Assert.Equal(expectedLength, ManagedLz4BlockCodec.Instance.Decompress(validTwin, actual));
            Assert.Equal(expected.AsSpan(0, expectedLength).ToArray(), actual);
        }

        [Fact]
        public void Every_truncation_of_a_block_is_scanned_without_error_and_never_decodes_to_the_full_length()
        {
            byte[] block = AfterLongMatch(1);
            int full = LibLz4Reference.Decompress(block, new byte[8192]);
            for (int length = 0; length < block.Length; length++)
            {
                ReadOnlySpan<byte> cut = block.AsSpan(0, length);
                Assert.False(Lz4ZeroOffsetScan.HasZeroOffset(cut));
                // A cut may still be a shorter valid block; the framing accepts only the declared length exactly.
                Assert.NotEqual(full, ManagedLz4BlockCodec.Instance.Decompress(cut, new byte[full]));
            }
        }

        [Fact]
        public void Blocks_liblz4_writes_have_no_zero_offset()
        {
            Random random = new Random(11);
            foreach (int size in new[] { 1, 13, 100, 4096, 65536 })
            {
                byte[] text = Encoding.ASCII.GetBytes(string.Concat(Enumerable.Range(0, size).Select(i => "word" + (random.Next(50) * 7)))).AsSpan(0, size).ToArray();
                byte[] block = new byte[LibLz4Reference.CompressBound(size)];
                int length = LibLz4Reference.Compress(text, block);
                Assert.False(Lz4ZeroOffsetScan.HasZeroOffset(block.AsSpan(0, length)), $"size {size}");
            }
        }

        [Theory]
        [InlineData(TestCodecs.Managed)]
        [InlineData(TestCodecs.Native)]
        public void A_zero_offset_block_decoded_into_a_pooled_segment_that_held_a_secret_is_rejected(string codec)
        {
            // Leave the secret in pooled segments: a multi-block payload decoded, its segments given back.
            byte[] secrets = Enumerable.Repeat(Secret, 10_000).SelectMany(s => s).ToArray();
            Assert.Equal(secrets, Decompress(new ReadOnlySequence<byte>(Compress(secrets, MessagePackCompression.Lz4BlockArray)), long.MaxValue, out _, TestCodecs.Get(codec)));

            // One 20-byte block: "abcd", an 11-byte match at offset 0, "dabcd". Unguarded, bytes 4-14 would be stale.
            byte[] payload = Hex("92 D4 62 14 C4 0D 47 61 62 63 64 00 00 50 64 61 62 63 64");
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(
                () => Decompress(new ReadOnlySequence<byte>(payload), 1000, out _, TestCodecs.Get(codec)));
            Assert.Contains("LZ4 block 0", ex.Message);
        }

        [Fact]
        public void Through_the_serializer_a_zero_offset_payload_is_a_MessagePackSerializationException()
        {
            // Whichever decoder the run uses (BlockPack.Tests.ManagedCodec refuses the native one).
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            byte[] payload = Hex("92 D4 62 14 C4 0D 47 61 62 63 64 00 00 50 64 61 62 63 64");
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<byte[]>(payload, options));
        }

        // 8 literals "abcdefgh", a 4-byte match at the given offset, then 12 literals.
        private static byte[] FirstSequence(int offset)
            => Concat(new byte[] { 0x80 }, Ascii("abcdefgh"), Offset(offset), new byte[] { 0xC0 }, Ascii("ijklmnopqrst"));

        // 280 literals (token 15, then 255 and 10), a 4-byte match at the given offset, then 12 literals.
        private static byte[] AfterLongLiterals(int offset)
            => Concat(new byte[] { 0xF0, 255, 10 }, Ascii(new string('x', 279) + "y"), Offset(offset), new byte[] { 0xC0 }, Ascii("ijklmnopqrst"));

        // "a" then a match at offset 1 of 19 + 20 * 255 bytes; "b" then a 4-byte match at the given offset; 12 literals
        // (a block's last match must start at least 12 bytes before its end).
        private static byte[] AfterLongMatch(int secondOffset)
            => Concat(
                new byte[] { 0x1F }, Ascii("a"), Offset(1), Enumerable.Repeat((byte)255, 20).ToArray(), new byte[] { 0 },
                new byte[] { 0x10 }, Ascii("b"), Offset(secondOffset),
                new byte[] { 0xC0 }, Ascii("cdefghijklmn"));

        private static byte[] Offset(int offset) => new[] { (byte)offset, (byte)(offset >> 8) };

        private static byte[] Ascii(string text) => Encoding.ASCII.GetBytes(text);

        private static byte[] Concat(params byte[][] parts) => parts.SelectMany(p => p).ToArray();
    }
}
