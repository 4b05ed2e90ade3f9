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
    /// <summary>Parallel decoding of 20 MB (several batches of segments) allocates nothing on the Large Object Heap.</summary>
    [Collection(nameof(LargeObjectHeapCollection))]
    public sealed class ParallelLargeObjectHeapTests : IDisposable
    {
        private readonly LohAllocationListener listener = new LohAllocationListener();

        public void Dispose() => this.listener.Dispose();

        [Theory]
        [MemberData(nameof(TestCodecs.Names), MemberType = typeof(TestCodecs))]
        public void Decoding_20MB_on_four_threads_allocates_nothing_on_the_LOH(string codecName)
        {
            IBlockCodec codec = TestCodecs.Get(codecName);
            byte[] plain = Pattern(20 * 1024 * 1024, seed: 20);
            ReadOnlySequence<byte> payload = new ReadOnlySequence<byte>(Compress(plain, MessagePackCompression.Lz4BlockArray));
            DecodeParallelism parallelism = new DecodeParallelism(0, 4);

            DecodeAndCheck(payload, plain, codec, parallelism);
            IReadOnlyList<string> large = this.listener.Measure(() =>
            {
                for (int i = 0; i < 3; i++)
                {
                    DecodeAndCheck(payload, plain, codec, parallelism);
                }
            });

            Assert.Empty(large);
        }

        private static void DecodeAndCheck(in ReadOnlySequence<byte> payload, byte[] plain, IBlockCodec codec, DecodeParallelism parallelism)
        {
            Assert.True(Decompressor.TryDecompress(payload, long.MaxValue, codec, out ReadOnlySequence<byte> decompressed, out _, out SegmentedBuffer? lease, parallelism));
            using (lease)
            {
                Assert.Equal(plain.Length, decompressed.Length);
                int offset = 0;
                foreach (ReadOnlyMemory<byte> segment in decompressed)
                {
                    Assert.True(segment.Span.SequenceEqual(plain.AsSpan(offset, segment.Length)));
                    offset += segment.Length;
                }
            }
        }
    }
}
