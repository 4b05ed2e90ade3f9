using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Orleans.Buffers;
using BlockPack.Orleans.Tests.Model;
using BlockPack.Tests.Compression;
using global::Orleans.Serialization.Buffers;
using global::Orleans.Serialization.Session;
using Microsoft.Extensions.DependencyInjection;
using Xunit.Abstractions;

namespace BlockPack.Orleans.Tests
{
    /// <summary>
    /// A 64 MB value written into Orleans' pooled writer and read back from its reader allocates nothing on the large
    /// object heap: the value is made of paragraphs below the threshold, so any LOH allocation would be the codec's.
    /// </summary>
    [Collection(nameof(LargeObjectHeapCollection))]
    public sealed class LargeObjectHeapTests : IDisposable
    {
        private readonly LohAllocationListener listener = new();
        private readonly SerializerHost host = new();
        private readonly ITestOutputHelper output;

        public LargeObjectHeapTests(ITestOutputHelper output) => this.output = output;

        [Fact]
        public void SixtyFourMegabyteValue_ThroughOrleansWriterAndReader_AllocatesNothingOnTheLargeObjectHeap()
        {
            // The listener sees large objects in this process: a control allocation of 1 MB is reported.
            Assert.NotEmpty(this.listener.Measure(() => GC.KeepAlive(new byte[1_000_000])));

            Document document = Document.Create(64_000_000);
            Document? back = null;
            long wireLength = 0;

            // Measured from the first call on, then once more. Every measurement starts with the codec's chunk pool
            // empty, as in a process that has not used it yet: its arrays are made, not reused, inside the measurement.
            // Orleans' own pooled buffer grows its slot table past the LOH threshold for a value this large
            // (Slot[Orleans.Networking.Shared.MemoryPoolBlock][]): Orleans' allocation, not BlockPack's.
            for (int round = 0; round < 2; round++)
            {
                IReadOnlyList<string> large = this.listener.MeasureConfirmed(
                    () => (back, wireLength) = this.RoundTrip(document),
                    line => this.output.WriteLine($"round {round}: {line}"),
                    type => !type.StartsWith("Slot[Orleans.", StringComparison.Ordinal));
                Assert.True(large.Count == 0, $"round {round}: {LohAllocationListener.CountByType(large)} ({this.listener.MeasuredBytes} bytes) in two measurements in a row");
            }

            Assert.Equal(document, back);
            Assert.True(wireLength < 64_000_000 / 4, $"{wireLength} bytes on the wire");
        }

        /// <summary>
        /// Empties the codec's chunk pool, writes <paramref name="document"/> into Orleans' pooled writer and reads it
        /// back from the written sequence.
        /// </summary>
        private (Document? Back, long WireLength) RoundTrip(Document document)
        {
            ChunkPool.Clear();
            SerializerSessionPool sessions = this.host.Services.GetRequiredService<SerializerSessionPool>();
            using SerializerSession session = sessions.GetSession();
            Writer<PooledBuffer> writer = Writer.CreatePooled(session);
            try
            {
                this.host.Serializer.Serialize(document, ref writer);
                ReadOnlySequence<byte> wire = writer.Output.AsReadOnlySequence();
                return (this.host.Serializer.Deserialize<Document>(wire), wire.Length);
            }
            finally
            {
                writer.Dispose();
            }
        }

        public void Dispose()
        {
            this.listener.Dispose();
            this.host.Dispose();
        }
    }
}
