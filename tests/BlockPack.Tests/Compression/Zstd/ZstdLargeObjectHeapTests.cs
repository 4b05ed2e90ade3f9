using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Buffers;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// A 64 MB value (61.6 MB of msgpack, under the untrusted-data limit of 64 MiB) through the ZstdBlockArray and back
    /// without a single Large Object Heap allocation, in both forms, the pipelined writer and the parallel decoder
    /// included. Runs alone with the other LOH tests (the GC events are process-wide).
    /// </summary>
    [Collection(nameof(LargeObjectHeapCollection))]
    public sealed class ZstdLargeObjectHeapTests : IDisposable
    {
        private const int Records = 2_200_000;
        private const int Repetitions = 2;
        private readonly LohAllocationListener listener = new LohAllocationListener();

        public void Dispose() => this.listener.Dispose();

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public void A_64MB_value_round_trips_without_touching_the_LOH(bool checksums)
        {
            MessagePackSerializerOptions options = ZstdTestSupport.Options.WithBlockChecksums(checksums).WithMaxDegreeOfParallelism(2);
            RecordStream records = new RecordStream(Records);
            using SegmentedBuffer output = SegmentedBuffer.Rent();
            MessagePackSerializer.Serialize<RecordStream>(output, records, options);
            ReadOnlySequence<byte> payload = output.AsReadOnlySequence();
            RecordDigest digest = MessagePackSerializer.Deserialize<RecordDigest>(payload, options);
            Assert.Equal(Records, digest.Count);
            Assert.Equal((long)Records * (Records - 1) / 2, digest.IdSum);

            IReadOnlyList<string> largeOnDeserialize = this.listener.Measure(() =>
            {
                for (int i = 0; i < Repetitions; i++)
                {
                    MessagePackSerializer.Deserialize<RecordDigest>(payload, options);
                }
            });

            using SegmentedBuffer again = SegmentedBuffer.Rent();
            IReadOnlyList<string> largeOnSerialize = this.listener.Measure(() =>
            {
                for (int i = 0; i < Repetitions; i++)
                {
                    again.Reset();
                    MessagePackSerializer.Serialize<RecordStream>(again, records, options);
                }
            });

            Assert.Empty(largeOnDeserialize);
            Assert.Empty(largeOnSerialize);
        }
    }
}
