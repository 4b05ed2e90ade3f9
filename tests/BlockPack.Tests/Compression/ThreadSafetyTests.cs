using System;
using System.Buffers;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    public class ThreadSafetyTests
    {
        [Fact]
        public void Concurrent_compression_and_decompression_with_shared_options_round_trips()
        {
            // One options instance and the one codec serve every thread; pooled buffers move between threads.
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard
                .WithCompression(MessagePackCompression.Lz4BlockArray)
                .WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumDecompressedSize(1 << 20));
            int[] sizes = { 70, 1_000, 65_535, 65_536, 65_537, 200_000 };
            byte[][] inputs = sizes.Select((size, i) => Pattern(size, seed: i)).ToArray();
            IBlockCodec codec = Lz4CodecSelection.Current;
            int failures = 0;
            int roundTrips = 0;

            Parallel.For(0, 8, new ParallelOptions { MaxDegreeOfParallelism = 8 }, worker =>
            {
                Random random = new Random(worker);
                for (int i = 0; i < 150; i++)
                {
                    byte[] plain = inputs[random.Next(inputs.Length)];
                    MessagePackCompression mode = random.Next(2) == 0 ? MessagePackCompression.Lz4Block : options.Compression;
                    ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
                    Compressor.Write(new ReadOnlySequence<byte>(plain), output, mode, options.CompressionMinLength, codec);
                    if (!Decompressor.TryDecompress(new ReadOnlySequence<byte>(output.WrittenMemory), options.Security.MaximumDecompressedSize, codec, out ReadOnlySequence<byte> decompressed, out _, out var lease))
                    {
                        Interlocked.Increment(ref failures);
                        continue;
                    }

                    using (lease)
                    {
                        if (!decompressed.ToArray().AsSpan().SequenceEqual(plain))
                        {
                            Interlocked.Increment(ref failures);
                        }
                    }

                    Interlocked.Increment(ref roundTrips);
                }
            });

            Assert.Equal(0, failures);
            Assert.Equal(8 * 150, roundTrips);
        }
    }
}
