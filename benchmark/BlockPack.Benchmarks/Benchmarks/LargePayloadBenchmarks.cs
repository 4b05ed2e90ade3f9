using System;
using BenchmarkDotNet.Attributes;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;

namespace BlockPack.Benchmarks.Benchmarks
{
    /// <summary>
    /// A 64 MB (plain msgpack) array of integer-key records in <c>Lz4BlockArray</c> framing, deserialized on one thread
    /// and with BlockPack's parallel block decoding (<see cref="Lz4Decoding.MaxDegreeOfParallelism"/> = the processor
    /// count, its default). MessagePack-CSharp has no parallel mode, so it runs only single-threaded.
    /// </summary>
    [BenchmarkCategory("Large")]
    public class LargePayloadBenchmarks : IWireSized
    {
        /// <summary>The plain msgpack size the record count is chosen for.</summary>
        public const int TargetPlainBytes = 64 * 1024 * 1024;

        private SerializerCase? subject;
        private long plainBytes;

        /// <summary>Gets or sets who does the work.</summary>
        [Params(Library.BlockPack, Library.MessagePackCSharp)]
        public Library Library { get; set; }

        /// <summary>Gets the number of records that makes about <see cref="TargetPlainBytes"/> of plain msgpack, and not more.</summary>
        public static int RecordCount { get; } = ComputeRecordCount();

        /// <inheritdoc/>
        public long WireBytes => this.subject!.Payload.Length;

        /// <inheritdoc/>
        public long PlainBytes => this.plainBytes;

        /// <summary>Builds the payload and has BlockPack decode on the calling thread only.</summary>
        [GlobalSetup(Target = nameof(Deserialize64MB))]
        public void SetupSingleThreaded()
        {
            Lz4Decoding.MaxDegreeOfParallelism = 1;
            this.Build();
        }

        /// <summary>Builds the payload and lets BlockPack decode on up to one thread per processor.</summary>
        [GlobalSetup(Target = nameof(DeserializeParallel))]
        public void SetupParallel()
        {
            Lz4Decoding.MaxDegreeOfParallelism = Environment.ProcessorCount;
            this.Build();
        }

        /// <summary>Deserializes the 64 MB payload on the calling thread.</summary>
        [Benchmark]
        public void Deserialize64MB() => this.subject!.Deserialize();

        /// <summary>Deserializes the 64 MB payload, BlockPack decoding its blocks on up to one thread per processor.</summary>
        [Benchmark]
        public void DeserializeParallel() => this.subject!.Deserialize();

        private static int ComputeRecordCount()
        {
            const int Sample = 10_000;
            long sampleBytes = MessagePackSerializer.Serialize(RecordFactory.IntKey(Sample)).Length;
            int count = (int)(TargetPlainBytes * (long)Sample / sampleBytes);

            // Records differ in size, so the sample's average can overshoot, and the target is also the default
            // MessagePackSecurity.MaximumDecompressedSize, which BlockPack enforces: step down until the payload fits.
            long bytes;
            while ((bytes = MessagePackSerializer.Serialize(RecordFactory.IntKey(count)).LongLength) > TargetPlainBytes)
            {
                count -= (int)((bytes - TargetPlainBytes) * Sample / sampleBytes) + 1;
            }

            return count;
        }

        private void Build()
        {
            IntKeyRecord[] records = RecordFactory.IntKey(RecordCount);
            this.subject = SerializerCase.Create(this.Library, MessagePackCompression.Lz4BlockArray, records);
            this.plainBytes = MessagePackSerializer.Serialize(records).Length;
            this.subject.Verify();
        }
    }
}
