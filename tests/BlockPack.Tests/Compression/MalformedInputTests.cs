using System;
using System.Linq;
using BlockPack.Buffers;
using static BlockPack.Tests.Compression.FramingReaderFormsTests;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>Corrupt and hostile payloads: only MessagePackSerializationException, nothing allocated beyond the limits.</summary>
    public class MalformedInputTests
    {
        public static TheoryData<string> SmallPayloads()
        {
            byte[] plain = Pattern(300, seed: 21);
            return new TheoryData<string>
            {
                ToHex(Compress(plain, MessagePackCompression.Lz4Block)),
                ToHex(Compress(Segmented(plain, 100, 200), MessagePackCompression.Lz4BlockArray)),
                "93 C7 02 62 04 04 C4 05 40 20 20 20 20 C4 05 40 20 20 20 20",
            };
        }

        [Theory]
        [MemberData(nameof(SmallPayloads))]
        public void Truncation_at_every_position_throws_or_is_left_to_the_plain_reader(string hex)
        {
            byte[] payload = Hex(hex);
            for (int length = 0; length < payload.Length; length++)
            {
                byte[] prefix = payload.AsSpan(0, length).ToArray();
                try
                {
                    Assert.Null(Decompress(prefix));

                    // Only a prefix too short to show the framing's ext type may pass as "not compressed".
                    Assert.True(length <= 4, $"a {length}-byte prefix was not recognised");
                }
                catch (MessagePackSerializationException)
                {
                }
            }
        }

        [Theory]
        [InlineData("92 D4 62 05 C4 03 50 41 42", "not a valid LZ4 block")] // token claims 5 literals, 2 present
        [InlineData("92 D4 62 14 C4 0D 47 61 62 63 64 10 00 50 64 61 62 63 64", "not a valid LZ4 block")] // offset 16 reaches before the block
        [InlineData("92 D4 62 14 C4 0D 4F 61 62 63 64 04 00 50 64 61 62 63 64", "not a valid LZ4 block")] // match runs past the end
        [InlineData("92 D4 62 02 C4 04 20 41 42 00", "not a valid LZ4 block")] // a trailing byte after the last literals
        [InlineData("92 D4 62 03 C4 03 20 41 42", "decoded to 2 bytes")] // declared length lies up
        [InlineData("92 D4 62 01 C4 03 20 41 42", "not a valid LZ4 block")] // declared length lies down
        [InlineData("D7 63 D2 00 00 00 03 20 41 42", "decoded to 2 bytes")] // Lz4Block length lies up
        [InlineData("D7 63 D2 00 00 00 01 20 41 42", "not a valid LZ4 block")] // Lz4Block length lies down
        public void Corrupt_blocks_and_lying_lengths_throw(string hex, string expected)
        {
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(Hex(hex)));
            Assert.Contains(expected, ex.Message);
            Assert.Contains("byte offset", ex.Message);
        }

        [Theory]
        [InlineData("92 D4 62 02 C0", "not nil")] // nil block
        [InlineData("92 D4 62 02 93", "as bin or str")] // an array where a block belongs
        [InlineData("92 D4 62 02 C4 00", "only an empty block")] // zero-length block declared non-empty
        [InlineData("92 D4 62 00 C4 01 00", "only an empty block")] // non-empty block declared empty
        [InlineData("D6 63 00 20 41 42", "only an empty block")] // Lz4Block declared empty with a 3-byte block
        [InlineData("92 D4 62 FF C4 01 00", "negative")] // negative fixint length
        [InlineData("92 D4 62 D0 FE C4 01 00", "negative")] // negative int8 length
        [InlineData("92 D4 62 C0 C4 01 00", "an integer")] // nil where a length belongs
        [InlineData("D4 63 D2 00 00 00 02", "inside its ext payload")] // the length int runs past the ext payload
        [InlineData("C7 09 63 D2 00 00 00 02 20 41 42", "ends early")] // ext payload longer than the input
        [InlineData("92 D4 62 02 C4 09 20 41 42", "ends early")] // block longer than the input
        [InlineData("91 D4 62 00", "has no blocks")] // ext 98 and no blocks
        [InlineData("DD FF FF FF FF D4 62 00", "ends early")] // four billion blocks declared
        [InlineData("92 D4 62 CE 80 00 00 00 C4 01 00", "255 times")] // 2^31 declared from one byte
        [InlineData("C7 06 63 CE 80 00 00 00 00", "255 times")] // Lz4Block declaring 2^31
        public void Structural_errors_throw_before_anything_is_allocated(string hex, string expected)
        {
            BufferDiagnostics.Reset();
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(Hex(hex), maximum: long.MaxValue));
            Assert.Contains(expected, ex.Message);
            Assert.Equal(0, BufferDiagnostics.BufferRents);
            Assert.Equal(0, BufferDiagnostics.ArrayRents);
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
        }

        [Theory]
        [InlineData("92 D4 62 CF FF FF FF FF FF FF FF FF C4 01 00")] // 2^64 - 1
        [InlineData("92 D4 62 D3 7F FF FF FF FF FF FF FF C4 01 00")] // 2^63 - 1
        [InlineData("93 D6 62 CE 80 00 00 00 CE 80 00 00 00 C4 01 00 C4 01 00")] // two 2^31 blocks
        [InlineData("C9 00 00 00 0A 63 CF FF FF FF FF FF FF FF FF 00")]
        public void Sizes_beyond_the_maximum_throw_before_anything_is_allocated(string hex)
        {
            BufferDiagnostics.Reset();
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(Hex(hex), maximum: int.MaxValue));
            Assert.Contains("MaximumDecompressedSize", ex.Message);
            Assert.Equal(0, BufferDiagnostics.BufferRents);
            Assert.Equal(0, BufferDiagnostics.ArrayRents);
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
        }

        [Fact]
        public void The_running_total_is_checked_before_any_block_is_decoded()
        {
            // Three honest 64 KB blocks against a 150,000-byte maximum: the third length pushes the total over, and
            // that is noticed while reading the lengths, before the first block is decoded.
            byte[] framed = Compress(Pattern(3 * SegmentPool.SegmentSize), MessagePackCompression.Lz4BlockArray);
            BufferDiagnostics.Reset();
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(framed, maximum: 150_000));
            Assert.Contains("196608", ex.Message);
            Assert.Equal(0, BufferDiagnostics.BufferRents);
            Assert.Equal(0, BufferDiagnostics.ArrayRents);

            Assert.Equal(3 * SegmentPool.SegmentSize, Decompress(framed, maximum: 3 * SegmentPool.SegmentSize)!.Length);
        }

        [Fact]
        public void A_structural_error_after_the_first_block_still_throws_before_allocating()
        {
            // The second block is truncated: the whole structure is walked before the first block is decoded.
            byte[] payload = Hex("93 D5 62 02 02 C4 03 20 41 42 C4 03 20 41");
            BufferDiagnostics.Reset();
            Assert.Throws<MessagePackSerializationException>(() => Decompress(payload));
            Assert.Equal(0, BufferDiagnostics.BufferRents);
            Assert.Equal(0, BufferDiagnostics.ArrayRents);
        }

        [Fact]
        public void Offset_zero_never_exposes_earlier_contents_of_a_pooled_segment()
        {
            // Leave 0xAA in this thread's pooled segment, then decode a block whose match has the invalid offset 0:
            // liblz4 copies the destination onto itself, so anything but zeros would be stale data showing through.
            byte[] stale = Enumerable.Repeat((byte)0xAA, 20).ToArray();
            byte[] staleBlock = LiteralBlock(stale);
            Assert.Equal(stale, Decompress(Concat(Hex("92 D4 62 14 C4"), new[] { (byte)staleBlock.Length }, staleBlock)));

            byte[] offsetZero = Hex("92 D4 62 14 C4 0D 47 61 62 63 64 00 00 50 64 61 62 63 64");
            byte[]? decoded;
            try
            {
                decoded = Decompress(offsetZero);
            }
            catch (MessagePackSerializationException)
            {
                return; // a codec that rejects offset 0 is equally fine
            }

            Assert.Equal(Hex("61 62 63 64 00 00 00 00 00 00 00 00 00 00 00 64 61 62 63 64"), decoded);
        }
    }
}
