using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Tests.Compression;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// The segment pool keeps what a large payload gave back, so the next one reuses it instead of allocating (and
    /// later collecting in gen2) every segment anew; arrays left idle are released again. Runs alone: the pool and
    /// the allocation counter are process-wide.
    /// </summary>
    [Collection(GlobalDecoderCollection.Name)]
    public sealed class SegmentPoolRetentionTests : IDisposable
    {
        public SegmentPoolRetentionTests()
        {
            SegmentPool.TrimAfterGen2 = false;
            Drain();
        }

        public void Dispose()
        {
            SegmentPool.TrimAfterGen2 = true;
        }

        [Fact]
        public void Returning_more_arrays_than_the_base_keeps_them_all_and_trimming_releases_the_idle_ones()
        {
            int count = SegmentPool.BaseRetainedCount + 300;
            ReturnAll(RentMany(count));

            // One array stays in this thread's private slot; the stack took the rest.
            Assert.Equal(count - 1, SegmentPool.RetainedCount);
            Assert.True(SegmentPool.MaximumRetainedCount >= count - 1);

            // The first trim only starts the watch: since the last one the stack was empty (all rented).
            Assert.Equal(0, SegmentPool.Trim());
            Assert.Equal(count - 1, SegmentPool.RetainedCount);

            // 30 of them are used again (one from the thread slot, 29 from the stack); the rest sat idle and go, down
            // to the base but not below.
            ReturnAll(RentMany(30));
            Assert.Equal(count - 1 - SegmentPool.BaseRetainedCount, SegmentPool.Trim());
            Assert.Equal(SegmentPool.BaseRetainedCount, SegmentPool.RetainedCount);
            Assert.Equal(SegmentPool.BaseRetainedCount, SegmentPool.MaximumRetainedCount);

            Assert.Equal(0, SegmentPool.Trim());
            Assert.Equal(SegmentPool.BaseRetainedCount, SegmentPool.RetainedCount);
        }

        [Fact]
        public void Arrays_in_use_between_two_trims_are_kept()
        {
            int count = SegmentPool.BaseRetainedCount + 300;
            ReturnAll(RentMany(count));
            SegmentPool.Trim();

            // All but 50 of the stack's arrays (and the thread slot's) were rented and returned since: only 50 stayed idle.
            ReturnAll(RentMany(count - 50));
            Assert.Equal(50, SegmentPool.Trim());
            Assert.Equal(count - 1 - 50, SegmentPool.RetainedCount);
        }

        [Fact]
        public void The_stack_never_holds_more_than_its_limit()
        {
            ReturnAll(RentMany(SegmentPool.MaximumRetainedLimit + 50));

            Assert.Equal(SegmentPool.MaximumRetainedLimit, SegmentPool.RetainedCount);
            Assert.Equal(SegmentPool.MaximumRetainedLimit, SegmentPool.MaximumRetainedCount);
        }

        [Theory]
        [MemberData(nameof(TestCodecs.Names), MemberType = typeof(TestCodecs))]
        public void Decoding_a_20MB_payload_again_reuses_the_segments_of_the_first_decode(string codecName)
        {
            IBlockCodec codec = TestCodecs.Get(codecName);
            byte[] plain = Pattern(20 * 1024 * 1024, seed: 21);
            ReadOnlySequence<byte> payload = new ReadOnlySequence<byte>(Compress(plain, MessagePackCompression.Lz4BlockArray));
            foreach (DecodeParallelism parallelism in new[] { new DecodeParallelism(long.MaxValue, 1), new DecodeParallelism(0, 2) })
            {
                Decode(payload, codec, parallelism);
                long before = SegmentPool.CreatedCount;
                Decode(payload, codec, parallelism);
                long created = SegmentPool.CreatedCount - before;

                // Without reuse the second decode would make its 320 segments anew. Counting the pool's own new arrays
                // (not the process's allocated bytes, which the test runner's threads also move) keeps this exact; a
                // few may still be made because each thread's private slot keeps one array, and the worker of the
                // second decode can be another pool thread than the first's.
                Assert.True(created <= 3, $"{created} segments made anew by the second decode");
            }
        }

        private static void Decode(in ReadOnlySequence<byte> payload, IBlockCodec codec, DecodeParallelism parallelism)
        {
            Assert.True(Decompressor.TryDecompress(payload, long.MaxValue, codec, out _, out _, out SegmentedBuffer? lease, parallelism));
            lease!.Dispose();
        }

        private static List<byte[]> RentMany(int count)
        {
            List<byte[]> arrays = new List<byte[]>(count);
            for (int i = 0; i < count; i++)
            {
                arrays.Add(SegmentPool.Rent());
            }

            return arrays;
        }

        private static void ReturnAll(List<byte[]> arrays)
        {
            foreach (byte[] array in arrays)
            {
                SegmentPool.Return(array);
            }
        }

        // Empties the stack and the thread slot so each test starts from nothing retained.
        private static void Drain()
        {
            RentMany(SegmentPool.RetainedCount + 1);
            SegmentPool.Trim();
            SegmentPool.Trim();
        }
    }
}
