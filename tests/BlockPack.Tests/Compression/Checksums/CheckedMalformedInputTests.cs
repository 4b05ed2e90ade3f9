using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Compression.Integrity;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression.Checksums
{
    /// <summary>
    /// Checked headers that carry a valid header checksum but lie (what a hostile writer, not a damaged line, produces):
    /// every inconsistency is still rejected with a message naming it, before anything is allocated.
    /// </summary>
    public class CheckedMalformedInputTests
    {
        private static readonly byte[] Block = LiteralBlock(Pattern(100));

        [Fact]
        public void A_well_formed_hand_built_payload_decodes()
        {
            Assert.Equal(Pattern(100), Decompress(ArrayPayload(2, Row(100, Block.Length, Crc32C.Compute(Block)), Block)));
            Assert.Equal(Pattern(100), Decompress(BlockPayload(100, Crc32C.Compute(Block), Block)));
        }

        [Fact]
        public void A_table_whose_length_is_not_four_plus_twelve_per_block_is_rejected()
        {
            byte[] table = Row(100, Block.Length, Crc32C.Compute(Block)).Concat(new byte[] { 0 }).ToArray();
            AssertRejected(ArrayPayloadWithTable(2, table, Block), "must be 4 + 12 × blocks");
            AssertRejected(ArrayPayloadWithTable(1, Array.Empty<byte>()), "must be 4 + 12 × blocks");
        }

        [Fact]
        public void An_array_count_that_disagrees_with_the_table_is_rejected()
        {
            AssertRejected(ArrayPayload(3, Row(100, Block.Length, Crc32C.Compute(Block)), Block, Block), "lists 1 blocks");
        }

        [Fact]
        public void A_bin_length_that_disagrees_with_the_table_is_rejected()
        {
            AssertRejected(ArrayPayload(2, Row(100, Block.Length + 1, Crc32C.Compute(Block)), Block), "the checked table says");
        }

        [Fact]
        public void Sizes_over_the_maximum_or_beyond_what_LZ4_can_expand_are_rejected_before_allocating()
        {
            byte[] huge = ArrayPayload(2, Row(uint.MaxValue, Block.Length, Crc32C.Compute(Block)), Block);
            var failure = Assert.Throws<MessagePackSerializationException>(() => Decompress(huge));
            Assert.Contains("MaximumDecompressedSize", failure.Message);
            AssertRejected(ArrayPayload(2, Row((uint)(255 * Block.Length) + 17, Block.Length, Crc32C.Compute(Block)), Block), "cannot expand");
            AssertRejected(BlockPayload(uint.MaxValue, Crc32C.Compute(Block), Block), "MaximumDecompressedSize");
        }

        [Fact]
        public void A_checked_block_shorter_than_its_prefix_is_rejected()
        {
            AssertRejected(Hex("C7 08 60 00 00 00 10 00 00 00 00"), "at least 12");
        }

        [Fact]
        public void An_empty_array_followed_by_ext_97_is_a_damaged_count_not_a_plain_empty_array()
        {
            byte[] framed = ArrayPayload(2, Row(100, Block.Length, Crc32C.Compute(Block)), Block);
            framed[0] = 0x90;
            AssertRejected(framed, "fails its CRC-32C check");
            var options = new MessagePackSerializerOptions(CompressionTestResolver.Instance).WithCompression(MessagePackCompression.Lz4BlockArray);
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<RawMsgpack>(framed, options));

            // Without an ext after it, an empty array is plain as ever.
            Assert.Equal(Hex("90"), MessagePackSerializer.Deserialize<RawMsgpack>(Hex("90 C0"), options).Bytes);
        }

        [Fact]
        public void Every_truncation_is_rejected_or_left_plain_never_anything_else()
        {
            // The array header and ext8 header take 4 bytes, the ext8 header alone 3.
            foreach ((byte[] framed, int headers) in new[]
            {
                (ArrayPayload(2, Row(100, Block.Length, Crc32C.Compute(Block)), Block), 4),
                (BlockPayload(100, Crc32C.Compute(Block), Block), 3),
            })
            {
                for (int length = 1; length < framed.Length; length++)
                {
                    byte[] prefix = framed.AsSpan(0, length).ToArray();
                    try
                    {
                        // Shorter than the headers that name the framing, it is left to the plain reader (which then
                        // finds it truncated); anything longer is a framing that ends early.
                        Assert.Null(Decompress(prefix));
                        Assert.True(length < headers, $"a {length}-byte prefix was taken for plain msgpack");
                    }
                    catch (MessagePackSerializationException)
                    {
                    }
                }
            }
        }

        private static void AssertRejected(byte[] payload, string expected)
        {
            var failure = Assert.Throws<MessagePackSerializationException>(() => Decompress(payload));
            Assert.Contains(expected, failure.Message);
        }

        private static byte[] Row(uint plain, int compressed, uint checksum)
        {
            byte[] row = new byte[12];
            BinaryPrimitives.WriteUInt32BigEndian(row, plain);
            BinaryPrimitives.WriteInt32BigEndian(row.AsSpan(4), compressed);
            BinaryPrimitives.WriteUInt32BigEndian(row.AsSpan(8), checksum);
            return row;
        }

        private static byte[] ArrayPayload(int arrayCount, byte[] row, params byte[][] blocks) => ArrayPayloadWithTable(arrayCount, row, blocks);

        /// <summary>Array header (fixarray), ext8 of type 97 around the table, a correct header checksum, then bin32 blocks.</summary>
        private static byte[] ArrayPayloadWithTable(int arrayCount, byte[] table, params byte[][] blocks)
        {
            List<byte> header = new List<byte> { (byte)(0x90 | arrayCount), 0xC7, (byte)(table.Length + 4), 97 };
            header.AddRange(table);
            return WithHeaderChecksum(header, blocks.SelectMany(b => Hex("C6 00 00 00").Append((byte)b.Length).Concat(b)));
        }

        /// <summary>ext8 of type 96: size, block checksum, a correct header checksum, the block.</summary>
        private static byte[] BlockPayload(uint plain, uint checksum, byte[] block)
        {
            List<byte> header = new List<byte> { 0xC7, (byte)(12 + block.Length), 96 };
            header.AddRange(Row(plain, 0, checksum).Where((_, i) => i < 4 || i >= 8));
            return WithHeaderChecksum(header, block);
        }

        private static byte[] WithHeaderChecksum(List<byte> header, IEnumerable<byte> rest)
        {
            byte[] crc = new byte[4];
            BinaryPrimitives.WriteUInt32BigEndian(crc, Crc32C.Compute(header.ToArray()));
            return header.Concat(crc).Concat(rest).ToArray();
        }
    }
}
