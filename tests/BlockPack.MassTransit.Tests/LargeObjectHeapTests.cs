using System;
using System.Collections.Generic;
using System.IO;
using BlockPack.MassTransit;
using BlockPack.Tests.Compression;
using global::MassTransit;
using global::MassTransit.Context;
using global::MassTransit.Serialization;
using Xunit;
using Xunit.Abstractions;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>Runs alone: the runtime's GC events are process-wide, and the broker tests allocate too.</summary>
    [CollectionDefinition(Name, DisableParallelization = true)]
    public sealed class LargeObjectHeapCollection
    {
        public const string Name = "loh";
    }

    /// <summary>
    /// A 16 MB message through the serializer and the deserializer allocates nothing on the Large Object Heap in
    /// BlockPack's code, except the one array <see cref="MessageBody.GetBytes"/> must return. Each operation runs three
    /// times inside a measurement, so even one LOH object per call would show; a measurement that saw one is repeated
    /// (<see cref="LohAllocationListener.MeasureConfirmed"/>), and the test fails when the repeat sees one too.
    /// </summary>
    [Collection(LargeObjectHeapCollection.Name)]
    public sealed class LargeObjectHeapTests : IDisposable
    {
        private const int Repetitions = 3;
        private static readonly DocumentSet Message = DocumentSet.Create(documents: 4096, characters: 4096);
        private readonly LohAllocationListener listener = new LohAllocationListener();
        private readonly ITestOutputHelper output;

        public LargeObjectHeapTests(ITestOutputHelper output) => this.output = output;

        public void Dispose() => this.listener.Dispose();

        [Fact]
        public void Writing_a_16MB_message_through_the_body_stream_allocates_nothing_on_the_LOH()
        {
            byte[] chunk = new byte[16 * 1024];
            long written = WriteThroughStream(chunk); // warm up the pools and the JIT outside the measurement
            Assert.True(written > 8 * 1024 * 1024, $"the body is {written} bytes");

            IReadOnlyList<string> large = this.listener.MeasureConfirmed(
                () =>
                {
                    for (int i = 0; i < Repetitions; i++)
                    {
                        WriteThroughStream(chunk);
                    }
                },
                this.output.WriteLine);

            Assert.Empty(large);
        }

        [Fact]
        public void Reading_a_16MB_message_allocates_nothing_on_the_LOH()
        {
            byte[] body = Bodies.Write(Message);
            Assert.Equal(Message.Documents.Count, Read(body)); // warm-up

            IReadOnlyList<string> large = this.listener.MeasureConfirmed(
                () =>
                {
                    for (int i = 0; i < Repetitions; i++)
                    {
                        Assert.Equal(Message.Documents.Count, Read(body));
                    }
                },
                this.output.WriteLine);

            Assert.Empty(large);
        }

        [Fact]
        public void GetBytes_is_the_one_body_sized_array_and_the_measurement_sees_it()
        {
            // The control: MessageBody.GetBytes must return one array of the body's length, which for a body this
            // size is a Large Object Heap array; the listener must report it.
            IReadOnlyList<string> large = this.listener.Measure(() =>
            {
                for (int i = 0; i < Repetitions; i++)
                {
                    GC.KeepAlive(Bodies.Write(Message));
                }
            });

            Assert.Contains(large, type => type.Contains("Byte[]", StringComparison.Ordinal));
            Assert.All(large, type => Assert.Contains("Byte[]", type, StringComparison.Ordinal));
        }

        private static long WriteThroughStream(byte[] chunk)
        {
            var context = new MessageSendContext<DocumentSet>(Message, default);
            MessageBody body = Bodies.Factory.CreateSerializer().GetMessageBody(context);
            using Stream stream = body.GetStream();
            long total = 0;
            int read;
            while ((read = stream.Read(chunk, 0, chunk.Length)) > 0)
            {
                total += read;
            }

            return total;
        }

        private static int Read(byte[] body)
        {
            SerializerContext context = Bodies.Factory.CreateDeserializer().Deserialize(new BytesMessageBody(body), new DictionarySendHeaders());
            Assert.True(context.TryGetMessage(out DocumentSet? message));
            return message!.Documents.Count;
        }
    }
}
