using System;
using System.Buffers;
using System.IO;
using System.Threading;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Formatters;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Lz4BlockArray and Lz4Block compression on worker threads while the serializer writes
    /// (<see cref="BlockCompressionPipeline"/>): the same bytes as the single-threaded writer, and nothing left running
    /// or rented when a formatter, a cancellation or the codec fails.
    /// </summary>
    public class PipelinedCompressionTests
    {
        private static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(PipelineTestResolver.Instance)
            .WithCompression(MessagePackCompression.Lz4BlockArray);

        private static readonly MessagePackSerializerOptions OneThread = Options.WithMaxDegreeOfParallelism(1);

        private static readonly MessagePackSerializerOptions TwoThreads = Options.WithMaxDegreeOfParallelism(2);

        private static readonly MessagePackSerializerOptions FourThreads = Options.WithMaxDegreeOfParallelism(4);

        public static TheoryData<int, MessagePackCompression> RecordCounts()
        {
            var data = new TheoryData<int, MessagePackCompression>();
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.Lz4BlockArray, MessagePackCompression.Lz4Block })
            {
                data.Add(100, mode);      // ~2 KB: one block, never reaches the pipeline
                data.Add(2_900, mode);    // just over 64 KB: one reported segment, too few blocks for a worker; the caller compresses them
                data.Add(12_000, mode);   // ~280 KB: workers start at the fourth block
                data.Add(50_000, mode);   // ~1.2 MB: about 19 blocks
                data.Add(400_000, mode);  // ~10 MB: about 160 blocks
            }

            return data;
        }

        [Theory]
        [MemberData(nameof(RecordCounts))]
        public void ByteArrayOutputEqualsTheSingleThreadedWriter(int records, MessagePackCompression mode)
        {
            var value = new RecordStream(records);
            byte[] expected = MessagePackSerializer.Serialize(value, OneThread.WithCompression(mode));
            Assert.Equal(expected, MessagePackSerializer.Serialize(value, TwoThreads.WithCompression(mode)));
            Assert.Equal(expected, MessagePackSerializer.Serialize(value, FourThreads.WithCompression(mode)));

            // And it decodes to exactly the plain serialization.
            byte[] plain = MessagePackSerializer.Serialize(value, OneThread.WithCompression(MessagePackCompression.None));
            Assert.Equal(plain, Lz4TestSupport.Decompress(MessagePackSerializer.Serialize(value, TwoThreads.WithCompression(mode))));
        }

        [Theory]
        [MemberData(nameof(RecordCounts))]
        public void BufferWriterAndStreamOutputEqualTheSingleThreadedWriter(int records, MessagePackCompression mode)
        {
            var value = new RecordStream(records);
            byte[] expected = MessagePackSerializer.Serialize(value, OneThread.WithCompression(mode));

            var bufferWriter = new ArrayBufferWriter<byte>();
            MessagePackSerializer.Serialize(bufferWriter, value, TwoThreads.WithCompression(mode));
            Assert.Equal(expected, bufferWriter.WrittenSpan.ToArray());

            using var stream = new MemoryStream();
            MessagePackSerializer.Serialize(stream, value, TwoThreads.WithCompression(mode));
            Assert.Equal(expected, stream.ToArray());
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4BlockArray)]
        [InlineData(MessagePackCompression.Lz4Block)]
        public void SegmentsLargerThanOneBlockAreCutLikeTheSingleThreadedWriter(MessagePackCompression mode)
        {
            // One write of 200 KB lands in a native segment of its own; it is cut into 64 KB blocks.
            var value = new RawMsgpack(WrapAsBin(Lz4TestSupport.Pattern(200_000)));
            byte[] expected = MessagePackSerializer.Serialize(value, OneThread.WithCompression(mode));
            Assert.Equal(expected, MessagePackSerializer.Serialize(value, TwoThreads.WithCompression(mode)));
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4BlockArray)]
        [InlineData(MessagePackCompression.Lz4Block)]
        public void FormatterFailureLeavesNothingRentedAndThePipelineReusable(MessagePackCompression mode)
        {
            MessagePackSerializerOptions twoThreads = TwoThreads.WithCompression(mode);
            BufferDiagnostics.Reset();
            var failure = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(new FailingValue(600_000), twoThreads));
            Assert.IsType<InvalidOperationException>(failure.InnerException);
            Assert.Equal(BufferDiagnostics.BufferRents, BufferDiagnostics.BufferReturns);

            var bufferWriter = new ArrayBufferWriter<byte>();
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(bufferWriter, new FailingValue(600_000), twoThreads));
            Assert.Equal(0, bufferWriter.WrittenCount);

            // The next value on this thread reuses the pipeline and is written correctly.
            var value = new RecordStream(50_000);
            Assert.Equal(MessagePackSerializer.Serialize(value, OneThread.WithCompression(mode)), MessagePackSerializer.Serialize(value, twoThreads));
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4BlockArray)]
        [InlineData(MessagePackCompression.Lz4Block)]
        public void CancellationMidwayLeavesNothingRented(MessagePackCompression mode)
        {
            MessagePackSerializerOptions twoThreads = TwoThreads.WithCompression(mode);
            BufferDiagnostics.Reset();
            using var cancellation = new CancellationTokenSource();
            Assert.ThrowsAny<OperationCanceledException>(
                () => MessagePackSerializer.Serialize(new CancellingValue(cancellation, 600_000), twoThreads, cancellation.Token));
            Assert.Equal(BufferDiagnostics.BufferRents, BufferDiagnostics.BufferReturns);

            var value = new RecordStream(50_000);
            Assert.Equal(MessagePackSerializer.Serialize(value, OneThread.WithCompression(mode)), MessagePackSerializer.Serialize(value, twoThreads));
        }

        [Theory]
        [InlineData(false)]
        [InlineData(true)]
        public void CodecFailureOnAWorkerBecomesASerializationExceptionAndEveryArrayComesBack(bool singleBlock)
        {
            var codec = new ScriptedCodec(failOnCall: 3);
            byte[] plain = Lz4TestSupport.Pattern(((BlockCompressionPipeline.MinimumBlocksForWorkers + 1) * SegmentPool.SegmentSize) + 1000);
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            BlockCompressionPipeline pipeline = BlockCompressionPipeline.Rent(codec, degree: 2, findFinalSequence: singleBlock, backOff: false);
            try
            {
                buffer.ReportCompletedSegments(pipeline);
                Write(buffer, plain);
                var output = new ArrayBufferWriter<byte>();
                var failure = Assert.Throws<MessagePackSerializationException>(() =>
                {
                    MessagePackCompression mode = singleBlock ? MessagePackCompression.Lz4Block : MessagePackCompression.Lz4BlockArray;
                    Compressor.Write(buffer.AsReadOnlySequence(), output, mode, 1, codec, pipeline: pipeline);
                });
                Assert.Contains("worker thread failed", failure.Message, StringComparison.Ordinal);
                Assert.Contains(ScriptedCodec.FailureMessage, failure.Message, StringComparison.Ordinal);
                Assert.Equal(0, output.WrittenCount);
            }
            finally
            {
                pipeline.Return();
            }

            Assert.Equal(0, codec.InFlight);
            Assert.Equal(0, pipeline.ArraysHeld);
        }

        [Fact]
        public void ReturnWaitsForABlockAWorkerIsCompressing()
        {
            using var release = new ManualResetEventSlim();
            var codec = new ScriptedCodec(failOnCall: 0, blockUntil: release);
            byte[] plain = Lz4TestSupport.Pattern(((BlockCompressionPipeline.MinimumBlocksForWorkers + 1) * SegmentPool.SegmentSize) + 10);
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            BlockCompressionPipeline pipeline = BlockCompressionPipeline.Rent(codec, degree: 2, backOff: false);
            buffer.ReportCompletedSegments(pipeline);
            Write(buffer, plain);
            Assert.True(codec.Entered.Wait(TimeSpan.FromSeconds(30)), "No worker started compressing the first completed segment.");

            // As when a formatter throws after the first segments: the caller gives up while a worker is mid-block.
            // The worker is let go only once the caller is blocked (inside Return), not after a fixed delay: a sleep
            // would let a slow machine release it before Return even started, and the test would then prove nothing.
            bool released = false;
            bool returning = false;
            Thread caller = Thread.CurrentThread;
            var releaser = new Thread(() =>
            {
                while (!Volatile.Read(ref returning) || (caller.ThreadState & ThreadState.WaitSleepJoin) == 0)
                {
                    Thread.Yield();
                }

                Volatile.Write(ref released, true);
                release.Set();
            });
            releaser.Start();
            Volatile.Write(ref returning, true);
            pipeline.Return();
            Assert.True(Volatile.Read(ref released), "Return came back while a worker was still reading the caller's segment.");
            Assert.Equal(0, codec.InFlight);
            Assert.Equal(0, pipeline.ArraysHeld);
            releaser.Join();
        }

        [Fact]
        public void DegreeOfParallelismIsValidatedAndDefaultsToTheProcessSetting()
        {
            Assert.Equal(0, MessagePackSerializerOptions.Standard.MaxDegreeOfParallelism);
            Assert.Equal(Lz4Decoding.MaxDegreeOfParallelism, MessagePackSerializerOptions.Standard.EffectiveDegreeOfParallelism);
            Assert.Equal(3, MessagePackSerializerOptions.Standard.WithMaxDegreeOfParallelism(3).EffectiveDegreeOfParallelism);
            Assert.Equal(3, MessagePackSerializerOptions.Standard.WithMaxDegreeOfParallelism(3).WithCompression(MessagePackCompression.Lz4Block).MaxDegreeOfParallelism);
            Assert.Throws<ArgumentOutOfRangeException>(() => MessagePackSerializerOptions.Standard.WithMaxDegreeOfParallelism(-1));
        }

        private static void Write(SegmentedBuffer buffer, byte[] data)
        {
            for (int offset = 0; offset < data.Length; offset += 1000)
            {
                int count = Math.Min(1000, data.Length - offset);
                data.AsSpan(offset, count).CopyTo(buffer.GetSpan(count));
                buffer.Advance(count);
            }
        }

        private static byte[] WrapAsBin(byte[] payload)
        {
            byte[] bin = new byte[payload.Length + 5];
            bin[0] = 0xC6;
            System.Buffers.Binary.BinaryPrimitives.WriteInt32BigEndian(bin.AsSpan(1), payload.Length);
            payload.CopyTo(bin, 5);
            return bin;
        }

        /// <summary>A value whose formatter writes, then cancels its own token and honours it, as a long write being cancelled.</summary>
        private sealed class CancellingValue
        {
            internal CancellingValue(CancellationTokenSource source, int bytesBeforeCancel)
            {
                this.Source = source;
                this.BytesBeforeCancel = bytesBeforeCancel;
            }

            internal CancellationTokenSource Source { get; }

            internal int BytesBeforeCancel { get; }
        }

        private sealed class PipelineTestResolver : IFormatterResolver
        {
            internal static readonly PipelineTestResolver Instance = new PipelineTestResolver();

            public IMessagePackFormatter<T>? GetFormatter<T>()
                => typeof(T) == typeof(CancellingValue) ? (IMessagePackFormatter<T>)(object)new CancellingFormatter()
                : CompressionTestResolver.Instance.GetFormatter<T>();

            private sealed class CancellingFormatter : IMessagePackFormatter<CancellingValue>
            {
                public void Serialize(ref MessagePackWriter writer, CancellingValue value, MessagePackSerializerOptions options)
                {
                    writer.WriteRaw(new byte[value.BytesBeforeCancel]);
                    value.Source.Cancel();
                    writer.CancellationToken.ThrowIfCancellationRequested();
                }

                public CancellingValue Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
                    => throw new NotSupportedException();
            }
        }

        /// <summary>The managed codec, with a failure on one call or a first call that waits to be released.</summary>
        private sealed class ScriptedCodec : Lz4BlockCodec
        {
            internal const string FailureMessage = "scripted codec failure";

            private readonly int failOnCall;
            private readonly ManualResetEventSlim? blockUntil;
            private int calls;
            private int inFlight;

            internal ScriptedCodec(int failOnCall, ManualResetEventSlim? blockUntil = null)
            {
                this.failOnCall = failOnCall;
                this.blockUntil = blockUntil;
            }

            internal ManualResetEventSlim Entered { get; } = new ManualResetEventSlim();

            internal int InFlight => Volatile.Read(ref this.inFlight);

            public override int MaxCompressedLength(int inputLength) => ManagedLz4BlockCodec.Instance.MaxCompressedLength(inputLength);

            public override int Compress(ReadOnlySpan<byte> source, Span<byte> destination, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
            {
                Interlocked.Increment(ref this.inFlight);
                try
                {
                    int call = Interlocked.Increment(ref this.calls);
                    if (call == 1)
                    {
                        this.Entered.Set();
                        this.blockUntil?.Wait();
                    }

                    if (call == this.failOnCall)
                    {
                        throw new InvalidOperationException(FailureMessage);
                    }

                    return ManagedLz4BlockCodec.Instance.Compress(source, destination, level);
                }
                finally
                {
                    Interlocked.Decrement(ref this.inFlight);
                }
            }

            public override int Decompress(ReadOnlySpan<byte> source, Span<byte> destination) => ManagedLz4BlockCodec.Instance.Decompress(source, destination);
        }
    }
}
