using System;
using BenchmarkDotNet.Attributes;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;

namespace BlockPack.Benchmarks.Benchmarks
{
    /// <summary>
    /// A 64 MB (plain msgpack) array of integer-key records in <c>Lz4BlockArray</c> framing, deserialized on one thread.
    /// </summary>
    /// <remarks>
    /// The parallel variant is declared but filtered out: BlockPack has no parallel decompression option yet. It comes
    /// with the native-decoder issue; when it does, <see cref="ParallelDecompressionAvailable"/> becomes true and
    /// <see cref="DeserializeParallel"/> calls it.
    /// </remarks>
    [BenchmarkCategory("Large")]
    public class LargePayloadBenchmarks : IWireSized
    {
        /// <summary>The plain msgpack size the record count is chosen for.</summary>
        public const int TargetPlainBytes = 64 * 1024 * 1024;

        private SerializerCase? subject;
        private long plainBytes;

        /// <summary>Gets a value indicating whether BlockPack can decompress the blocks of one payload in parallel (not yet).</summary>
        public static bool ParallelDecompressionAvailable => false;

        /// <summary>Gets or sets who does the work. Declared last so that BenchmarkDotNet runs the libraries of one case back to back, close in time on a shared machine.</summary>
        [Params(Library.BlockPack, Library.MpcsAlgorithmBaseline)]
        public Library Library { get; set; }

        /// <summary>Gets the number of records that makes about <see cref="TargetPlainBytes"/> of plain msgpack.</summary>
        public static int RecordCount { get; } = ComputeRecordCount();

        /// <inheritdoc/>
        public long WireBytes => this.subject!.Payload.Length;

        /// <inheritdoc/>
        public long PlainBytes => this.plainBytes;

        /// <summary>Builds the records and the payload.</summary>
        [GlobalSetup]
        public void Setup()
        {
            IntKeyRecord[] records = RecordFactory.IntKey(RecordCount);
            this.subject = SerializerCase.Create(this.Library, MessagePackCompression.Lz4BlockArray, records);
            this.plainBytes = MessagePackSerializer.Serialize(records).Length;
            this.subject.Verify();
        }

        /// <summary>Deserializes the 64 MB payload on the calling thread.</summary>
        [Benchmark]
        public void Deserialize64MB() => this.subject!.Deserialize();

        /// <summary>
        /// Deserializes the 64 MB payload with its blocks decompressed in parallel. Not run yet (see the class remarks):
        /// BlockPack has no such option today.
        /// </summary>
        [Benchmark]
        public void DeserializeParallel()
            => throw new NotSupportedException("BlockPack has no parallel decompression option yet; this case is filtered out until it does.");

        private static int ComputeRecordCount()
        {
            const int Sample = 10_000;
            long sampleBytes = MessagePackSerializer.Serialize(RecordFactory.IntKey(Sample)).Length;
            return (int)(TargetPlainBytes * (long)Sample / sampleBytes);
        }
    }
}
