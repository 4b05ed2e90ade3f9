using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Orleans.Tests.Model;
using BlockPack.Tests.Compression;
using global::Orleans.Serialization.Buffers;
using global::Orleans.Serialization.Session;
using Microsoft.Extensions.DependencyInjection;

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

        [Fact]
        public void SixtyFourMegabyteValue_ThroughOrleansWriterAndReader_AllocatesNothingOnTheLargeObjectHeap()
        {
            // The listener sees large objects in this process: a control allocation of 1 MB is reported.
            Assert.NotEmpty(this.listener.Measure(() => GC.KeepAlive(new byte[1_000_000])));

            Document document = Document.Create(64_000_000);
            SerializerSessionPool sessions = this.host.Services.GetRequiredService<SerializerSessionPool>();
            Document? back = null;
            long wireLength = 0;

            // Measured from the first call on (pools start empty for this test's chunk sizes), then once more.
            for (int round = 0; round < 2; round++)
            {
                IReadOnlyList<string> large = this.listener.Measure(() =>
                {
                    using SerializerSession session = sessions.GetSession();
                    Writer<PooledBuffer> writer = Writer.CreatePooled(session);
                    try
                    {
                        this.host.Serializer.Serialize(document, ref writer);
                        ReadOnlySequence<byte> wire = writer.Output.AsReadOnlySequence();
                        wireLength = wire.Length;
                        back = this.host.Serializer.Deserialize<Document>(wire);
                    }
                    finally
                    {
                        writer.Dispose();
                    }
                });

                // Orleans' own PooledBuffer grows its slot table past the LOH threshold for a value this large
                // (Slot[Orleans.Networking.Shared.MemoryPoolBlock][]): Orleans' allocation, not BlockPack's.
                Assert.DoesNotContain(large, type => !type.StartsWith("Slot[Orleans.", StringComparison.Ordinal));
            }

            Assert.Equal(document, back);
            Assert.True(wireLength < 64_000_000 / 4, $"{wireLength} bytes on the wire");
        }

        public void Dispose()
        {
            this.listener.Dispose();
            this.host.Dispose();
        }
    }
}
