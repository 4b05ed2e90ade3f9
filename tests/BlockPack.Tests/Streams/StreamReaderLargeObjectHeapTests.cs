using System;
using System.Collections.Generic;
using System.IO;
using System.Threading.Tasks;
using BlockPack.Tests.Compression;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>A 10 MB message read through the stream reader lands in pooled segments, never on the Large Object Heap.</summary>
    [Collection(nameof(LargeObjectHeapCollection))]
    public sealed class StreamReaderLargeObjectHeapTests : IDisposable
    {
        private readonly LohAllocationListener listener = new LohAllocationListener();

        public void Dispose() => this.listener.Dispose();

        [Fact]
        public void Reading_a_10MB_message_allocates_nothing_on_the_LOH()
        {
            byte[] payload = new byte[10 * 1024 * 1024];
            new Random(50).NextBytes(payload);
            byte[] data = MessagePackSerializer.Serialize(payload);

            long Read()
            {
                // The stream completes synchronously, so waiting on the task blocks nothing.
                using var reader = new MessagePackStreamReader(new MemoryStream(data, writable: false));
                return reader.ReadAsync(default).AsTask().GetAwaiter().GetResult()!.Value.Length;
            }

            Assert.Equal(data.Length, Read()); // warm the pool and the JIT outside the measurement
            long[] lengths = new long[3];
            IReadOnlyList<string> large = this.listener.Measure(() =>
            {
                for (int i = 0; i < lengths.Length; i++)
                {
                    lengths[i] = Read();
                }
            });

            Assert.Empty(large);
            Assert.All(lengths, length => Assert.Equal(data.Length, length));
        }
    }
}
