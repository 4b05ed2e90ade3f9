using System.Collections.Generic;
using BenchmarkDotNet.Attributes;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;

namespace BlockPack.Benchmarks.Benchmarks
{
    /// <summary>
    /// Serialize to a new array and deserialize from an array, for arrays of records, per library and compression mode.
    /// The context libraries run only in the modes they have (<see cref="Suite.SuiteCaseFilter"/> drops the rest).
    /// </summary>
    [BenchmarkCategory("Records")]
    public class RecordBenchmarks : IWireSized
    {
        private SerializerCase? subject;
        private long plainBytes;

        /// <summary>Gets or sets the compression mode.</summary>
        [Params(MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray)]
        public MessagePackCompression Mode { get; set; }

        /// <summary>Gets or sets the record type.</summary>
        [Params(RecordModel.IntKey, RecordModel.StringKey)]
        public RecordModel Model { get; set; }

        /// <summary>Gets or sets the array length.</summary>
        [ParamsSource(nameof(Counts))]
        public int Count { get; set; }

        /// <summary>Gets or sets who does the work. Declared last so that BenchmarkDotNet runs the libraries of one case back to back, close in time on a shared machine.</summary>
        [Params(Library.BlockPack, Library.MessagePackCSharp, Library.MemoryPack, Library.NerdbankMessagePack, Library.SystemTextJson)]
        public Library Library { get; set; }

        /// <summary>Gets the array lengths of the current profile.</summary>
        public static IEnumerable<int> Counts => SuiteProfile.Current.RecordCounts;

        /// <inheritdoc/>
        public long WireBytes => this.subject!.Payload.Length;

        /// <inheritdoc/>
        public long PlainBytes => this.plainBytes;

        /// <summary>Builds the records, serializes them once and checks the round trip.</summary>
        [GlobalSetup]
        public void Setup()
        {
            if (this.Model == RecordModel.IntKey)
            {
                IntKeyRecord[] records = RecordFactory.IntKey(this.Count);
                this.subject = SerializerCase.Create(this.Library, this.Mode, records);
                this.plainBytes = MessagePackSerializer.Serialize(records).Length;
            }
            else
            {
                StringKeyRecord[] records = RecordFactory.StringKey(this.Count);
                this.subject = SerializerCase.Create(this.Library, this.Mode, records);
                this.plainBytes = MessagePackSerializer.Serialize(records).Length;
            }

            this.subject.Verify();
        }

        /// <summary>Serializes the records to a new array.</summary>
        /// <returns>The bytes.</returns>
        [Benchmark]
        public byte[] Serialize() => this.subject!.Serialize();

        /// <summary>Deserializes the records from an array.</summary>
        [Benchmark]
        public void Deserialize() => this.subject!.Deserialize();
    }
}
