using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Native;
using BlockPack.Tests.Compression;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// Lz4BlockArray blocks decoded on several threads: same bytes in the same order as one thread, the segment layout
    /// of the sequential path, the error of the lowest failing block, every buffer given back.
    /// </summary>
    public class ParallelDecodeTests
    {
        private static readonly DecodeParallelism Always = new DecodeParallelism(minimumPayload: 0, maxDegree: 4, backOff: false);

        [Theory]
        [MemberData(nameof(TestCodecs.Names), MemberType = typeof(TestCodecs))]
        public void Blocks_decode_in_order_from_one_array_or_from_small_input_segments(string codecName)
        {
            IBlockCodec codec = TestCodecs.Get(codecName);
            byte[] plain = Pattern((300 * SegmentPool.SegmentSize) + 12_345, seed: 3);
            byte[] payload = Compress(plain, MessagePackCompression.Lz4BlockArray);

            Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(payload), long.MaxValue, out long consumed, codec, Always));
            Assert.Equal(payload.Length, consumed);

            // 1,000-byte input segments: most blocks straddle two or more and are copied before decoding.
            int[] cuts = Enumerable.Range(1, payload.Length / 1000).Select(i => i * 1000).ToArray();
            Assert.Equal(plain, Decompress(Segmented(payload, cuts), long.MaxValue, out consumed, codec, Always));
            Assert.Equal(payload.Length, consumed);
        }

        [Theory]
        [MemberData(nameof(TestCodecs.Names), MemberType = typeof(TestCodecs))]
        public void Mixed_block_sizes_are_laid_out_as_the_sequential_path_lays_them_out(string codecName)
        {
            // Small blocks share a 64 KB segment, a block up to the pooled array's slack (66,560) gets a pooled array,
            // larger ones native memory, an empty block nothing.
            int[] sizes = { 100, 200, 65_536, 70_000, 30_000, 30_000, 30_000, 0, SegmentPool.ArrayLength, 5, 200_000 };
            byte[][] chunks = sizes.Select((size, i) => Pattern(size, seed: 10 + i)).ToArray();
            byte[] payload = BlockArrayBuilder.Build(chunks);
            int[] expectedSegments = { 300, 65_536, 70_000, 60_000, 30_000, SegmentPool.ArrayLength, 5, 200_000 };

            foreach (DecodeParallelism parallelism in new[] { Always, new DecodeParallelism(long.MaxValue, 1) })
            {
                Assert.True(Decompressor.TryDecompress(
                    new ReadOnlySequence<byte>(payload), long.MaxValue, TestCodecs.Get(codecName), out ReadOnlySequence<byte> decompressed, out _, out SegmentedBuffer? lease, parallelism));
                using (lease)
                {
                    Assert.Equal(chunks.SelectMany(c => c).ToArray(), decompressed.ToArray());
                    List<int> segments = new List<int>();
                    foreach (ReadOnlyMemory<byte> segment in decompressed)
                    {
                        segments.Add(segment.Length);
                    }

                    Assert.Equal(expectedSegments, segments);
                }
            }
        }

        [Theory]
        [InlineData(TestCodecs.Managed, 2)]
        [InlineData(TestCodecs.Native, 2)]
        [InlineData(TestCodecs.Native, 8)]
        public void The_lowest_failing_block_is_reported_whichever_thread_finds_it_first(string codecName, int threads)
        {
            byte[][] chunks = Enumerable.Range(0, 40).Select(i => Pattern(SegmentPool.SegmentSize, seed: i)).ToArray();
            byte[] payload = BlockArrayBuilder.Build(chunks, (i, block) => i is 3 or 7 or 39 ? BlockArrayBuilder.Corrupt(block) : block);

            for (int attempt = 0; attempt < 20; attempt++)
            {
                MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => Decompress(
                    new ReadOnlySequence<byte>(payload), long.MaxValue, out _, TestCodecs.Get(codecName), new DecodeParallelism(0, threads)));
                Assert.StartsWith("LZ4 block 3 at byte offset ", ex.Message);
            }
        }

        [Fact]
        public void A_codec_exception_on_a_worker_reaches_the_caller_unwrapped()
        {
            IBlockCodec forced = NativeLz4BlockCodec.Unavailable("no library here");
            byte[] payload = Compress(Pattern(20 * SegmentPool.SegmentSize), MessagePackCompression.Lz4BlockArray);

            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(
                () => Decompress(new ReadOnlySequence<byte>(payload), long.MaxValue, out _, forced, Always));
            Assert.Contains("unavailable: no library here", ex.Message);
        }

        [Fact]
        public void After_a_failure_every_segment_is_given_back_including_native_ones_filled_on_workers()
        {
            // Two 200,000-byte blocks need native segments; the third block is corrupt.
            byte[][] chunks = { Pattern(200_000, seed: 1), Pattern(200_000, seed: 2), Pattern(50_000, seed: 3) };
            byte[] payload = BlockArrayBuilder.Build(chunks, (i, block) => i == 2 ? BlockArrayBuilder.Corrupt(block) : block);

            BufferDiagnostics.Reset();
            Assert.Throws<MessagePackSerializationException>(() => Decompress(new ReadOnlySequence<byte>(payload), long.MaxValue, out _, ManagedLz4BlockCodec.Instance, Always));

            Assert.Equal(1, BufferDiagnostics.BufferRents);
            Assert.Equal(1, BufferDiagnostics.BufferReturns);
            Assert.Equal(400_000, BufferDiagnostics.NativeBytesFreed);
        }

        [Theory]
        [InlineData(1_000_000, 16, 2, 262_144, true)]
        [InlineData(262_144, 4, 2, 262_144, true)]
        [InlineData(262_143, 4, 2, 262_144, false)]
        [InlineData(1_000_000, 16, 1, 262_144, false)]
        [InlineData(1_000_000, 1, 4, 0, false)]
        [InlineData(1_000_000, 61, 4, 0, true)]
        [InlineData(1_000_000, 62, 4, 0, false)]
        public void Parallel_decoding_applies_to_large_payloads_of_real_blocks(long total, long blocks, int threads, long minimum, bool expected)
        {
            // 62 blocks for 1,000,000 bytes average under 16 KB: a payload of many small blocks stays on one thread.
            Assert.Equal(expected, new DecodeParallelism(minimum, threads).Applies(total, blocks));
        }

        [Fact]
        public void The_degree_of_parallelism_cannot_be_set_below_one()
        {
            int before = Lz4Decoding.MaxDegreeOfParallelism;
            Assert.Throws<ArgumentOutOfRangeException>(() => Lz4Decoding.MaxDegreeOfParallelism = 0);
            Assert.Equal(before, Lz4Decoding.MaxDegreeOfParallelism);
            Assert.Equal(before, DecodeParallelism.Current.MaxDegree);
        }
    }
}
