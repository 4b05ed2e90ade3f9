using System;
using System.Buffers;
using System.Buffers.Binary;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;
using K4os.Compression.LZ4;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// <c>Lz4Block</c> values longer than a segment are compressed in 64 KB pieces joined into one LZ4 block
    /// (<see cref="Lz4BlockJoiner"/>): the block must decode, as one block, to the input with independent decoders
    /// (liblz4 and K4os called directly, not through BlockPack's reader).
    /// </summary>
    public class JoinedLz4BlockTests
    {
        public enum Data
        {
            Pattern,
            Random,
            Zeros,
            RandomAndZerosAlternating,
        }

        public static TheoryData<Data, int> Cases()
        {
            var cases = new TheoryData<Data, int>();
            foreach (Data data in Enum.GetValues<Data>())
            {
                foreach (int length in new[] { 65_300, 65_536, 65_537, (2 * SegmentPool.SegmentSize) + 5, 400_000, 1_000_003 })
                {
                    cases.Add(data, length);
                }
            }

            return cases;
        }

        [Theory]
        [MemberData(nameof(Cases))]
        public void Joined_block_decodes_as_one_block_with_liblz4_and_K4os(Data data, int length)
        {
            byte[] plain = Make(data, length);
            foreach (IBlockCodec codec in new IBlockCodec[] { ManagedLz4BlockCodec.Instance, Lz4CodecSelection.Current })
            {
                // Cut where a serializer's segments would end and at odd places too.
                foreach (ReadOnlySequence<byte> input in new[] { new ReadOnlySequence<byte>(plain), Segmented(plain, length / 3, (length / 3) + 17, length - 3) })
                {
                    var output = new ArrayBufferWriter<byte>();
                    Compressor.Write(input, output, MessagePackCompression.Lz4Block, 1, codec);
                    ReadOnlySpan<byte> block = BlockOf(output.WrittenSpan, out int declaredLength);
                    Assert.Equal(length, declaredLength);

                    byte[] byLibLz4 = new byte[length];
                    Assert.Equal(length, ReferenceLz4BlockCodec.Instance.Decompress(block, byLibLz4));
                    Assert.Equal(plain, byLibLz4);

                    byte[] byK4os = new byte[length];
                    Assert.Equal(length, LZ4Codec.Decode(block, byK4os));
                    Assert.Equal(plain, byK4os);
                }
            }
        }

        [Theory]
        [InlineData(Data.Pattern)]
        [InlineData(Data.RandomAndZerosAlternating)]
        public void Joining_adds_at_most_a_byte_per_piece_to_the_pieces_compressed_apart(Data data)
        {
            byte[] plain = Make(data, 1_000_000);
            var output = new ArrayBufferWriter<byte>();
            Compressor.Write(new ReadOnlySequence<byte>(plain), output, MessagePackCompression.Lz4Block, 1, ManagedLz4BlockCodec.Instance);
            int joined = BlockOf(output.WrittenSpan, out _).Length;

            // The same pieces compressed apart by K4os itself: what Lz4BlockArray would carry, without its framing.
            int apart = 0;
            int pieces = 0;
            byte[] scratch = new byte[LZ4Codec.MaximumOutputSize(SegmentPool.SegmentSize)];
            for (int offset = 0; offset < plain.Length; offset += SegmentPool.SegmentSize, pieces++)
            {
                apart += LZ4Codec.Encode(plain.AsSpan(offset, Math.Min(SegmentPool.SegmentSize, plain.Length - offset)), scratch);
            }

            Assert.InRange(joined, apart - pieces, apart + pieces);
        }

        [Fact]
        public void Final_sequence_of_a_block_with_a_match_is_found_after_the_match()
        {
            // "abcd" literals, offset 4, match of 11; then 5 literals: the final sequence starts at byte 7.
            Assert.Equal(7, Lz4FinalSequence.Find(MatchBlock, MatchBlockPlain.Length, out int literals));
            Assert.Equal(5, literals);
        }

        [Theory]
        [InlineData(5)]
        [InlineData(15)]
        [InlineData(300)]
        public void Block_of_literals_only_is_all_final_sequence(int length)
        {
            byte[] data = Pattern(length);
            Assert.Equal(0, Lz4FinalSequence.Find(LiteralBlock(data), length, out int literals));
            Assert.Equal(length, literals);
        }

        [Theory]
        [InlineData("40 61 62 63 64 04 00")] // ends after a match: no final literals
        [InlineData("F0")] // a literal length cut off
        [InlineData("50 61 62")] // fewer literals than the token says
        [InlineData("40 61 62 63 64 04")] // an offset cut off
        [InlineData("")]
        public void Blocks_not_ending_in_literals_are_codec_faults(string hex)
        {
            Assert.Throws<InvalidOperationException>(() => Lz4FinalSequence.Find(Hex(hex), 100, out _));
        }

        [Fact]
        public void Literals_only_block_that_does_not_decode_to_the_whole_piece_is_a_codec_fault()
        {
            Assert.Throws<InvalidOperationException>(() => Lz4FinalSequence.Find(LiteralBlock(Pattern(20)), 21, out _));
        }

        private static byte[] Make(Data data, int length)
        {
            byte[] bytes = data == Data.Pattern ? Pattern(length, seed: length) : new byte[length];
            if (data == Data.Random)
            {
                new Random(length).NextBytes(bytes);
            }
            else if (data == Data.RandomAndZerosAlternating)
            {
                // Every other 64 KB piece random: literal-only pieces next to highly compressible ones.
                var random = new Random(length);
                for (int offset = 0; offset < length; offset += 2 * SegmentPool.SegmentSize)
                {
                    random.NextBytes(bytes.AsSpan(offset, Math.Min(SegmentPool.SegmentSize, length - offset)));
                }
            }

            return bytes;
        }

        /// <summary>The LZ4 block inside an ext 99 framing, read from the msgpack spec's ext 8/16/32 headers.</summary>
        private static ReadOnlySpan<byte> BlockOf(ReadOnlySpan<byte> framed, out int declaredLength)
        {
            int headerLength = framed[0] switch
            {
                0xC7 => 3,
                0xC8 => 4,
                0xC9 => 6,
                _ => throw new InvalidOperationException($"not an ext 8/16/32 header: {framed[0]:X2}"),
            };
            Assert.Equal(0x63, framed[headerLength - 1]);
            Assert.Equal(0xD2, framed[headerLength]);
            declaredLength = BinaryPrimitives.ReadInt32BigEndian(framed.Slice(headerLength + 1));
            return framed.Slice(headerLength + 5);
        }
    }
}
