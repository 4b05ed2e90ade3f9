using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// 10 MB payloads in and out without a single Large Object Heap allocation. Runs alone (the GC events are
    /// process-wide); each operation runs five times inside the measurement so that even one LOH object per call
    /// (at least 85,000 bytes) would cross the runtime's 100 KB tick threshold.
    /// </summary>
    [Collection(nameof(LargeObjectHeapCollection))]
    public sealed class LargeObjectHeapTests : IDisposable
    {
        private const int Size = 10 * 1024 * 1024;
        private const int Repetitions = 5;
        private readonly LohAllocationListener listener = new LohAllocationListener();

        public void Dispose() => this.listener.Dispose();

        [Theory]
        [InlineData(MessagePackCompression.Lz4BlockArray, false)]
        [InlineData(MessagePackCompression.Lz4Block, false)]
        [InlineData(MessagePackCompression.Lz4BlockArray, true)]
        [InlineData(MessagePackCompression.Lz4Block, true)]
        public void Decompressing_10MB_allocates_nothing_on_the_LOH(MessagePackCompression mode, bool checksums)
        {
            byte[] plain = Pattern(Size, seed: 10);
            ReadOnlySequence<byte> payload = InSegments(Compress(plain, mode, blockChecksums: checksums));
            ulong expected = Checksum(new ReadOnlySequence<byte>(plain));

            this.Decompress(payload, expected); // warm the pool and the JIT outside the measurement
            IReadOnlyList<string> large = this.listener.Measure(() =>
            {
                for (int i = 0; i < Repetitions; i++)
                {
                    this.Decompress(payload, expected);
                }
            });

            Assert.Empty(large);
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4BlockArray, false)]
        [InlineData(MessagePackCompression.Lz4Block, false)]
        [InlineData(MessagePackCompression.Lz4BlockArray, true)]
        [InlineData(MessagePackCompression.Lz4Block, true)]
        public void Compressing_10MB_into_an_IBufferWriter_allocates_nothing_on_the_LOH(MessagePackCompression mode, bool checksums)
        {
            using SegmentedBuffer plain = SegmentedBuffer.Rent();
            byte[] source = Pattern(Size, seed: 11);
            source.CopyTo(plain.GetSpan(Size));
            plain.Advance(Size);
            ReadOnlySequence<byte> plainSequence = plain.AsReadOnlySequence();
            using SegmentedBuffer output = SegmentedBuffer.Rent();

            Compressor.Write(plainSequence, output, mode, 64, ManagedLz4BlockCodec.Instance, checksums);
            output.Reset();
            IReadOnlyList<string> large = this.listener.Measure(() =>
            {
                for (int i = 0; i < Repetitions; i++)
                {
                    output.Reset();
                    Compressor.Write(plainSequence, output, mode, 64, ManagedLz4BlockCodec.Instance, checksums);
                }
            });

            Assert.Empty(large);
            Assert.Equal(source, Lz4TestSupport.Decompress(output.AsReadOnlySequence(), long.MaxValue, out _));
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4BlockArray, false)]
        [InlineData(MessagePackCompression.Lz4Block, false)]
        [InlineData(MessagePackCompression.Lz4BlockArray, true)]
        [InlineData(MessagePackCompression.Lz4Block, true)]
        public void Serializer_round_trip_of_10MB_of_records_allocates_nothing_on_the_LOH(MessagePackCompression mode, bool checksums)
        {
            // 375,000 records of about 28 bytes: 10.6 MB of plain msgpack, streamed by the test formatters so that the
            // only large buffers in play are the serializer's own.
            MessagePackSerializerOptions options = new MessagePackSerializerOptions(CompressionTestResolver.Instance).WithCompression(mode).WithBlockChecksums(checksums);
            RecordStream records = new RecordStream(375_000);
            using SegmentedBuffer output = SegmentedBuffer.Rent();
            MessagePackSerializer.Serialize<RecordStream>(output, records, options);
            ReadOnlySequence<byte> payload = InSegments(output.ToArray());
            Assert.True(Lz4TestSupport.Decompress(payload, long.MaxValue, out _)!.Length > Size);

            Assert.Equal(375_000, MessagePackSerializer.Deserialize<RecordDigest>(payload, options).Count);
            IReadOnlyList<string> largeOnDeserialize = this.listener.Measure(() =>
            {
                for (int i = 0; i < Repetitions; i++)
                {
                    MessagePackSerializer.Deserialize<RecordDigest>(payload, options);
                }
            });

            IReadOnlyList<string> largeOnSerialize = this.listener.Measure(() =>
            {
                for (int i = 0; i < Repetitions; i++)
                {
                    output.Reset();
                    MessagePackSerializer.Serialize<RecordStream>(output, records, options);
                }
            });

            Assert.Empty(largeOnDeserialize);
            Assert.Empty(largeOnSerialize);
        }

        [Fact]
        public void The_measurement_sees_an_LOH_allocation_when_there_is_one()
        {
            // The control: the smallest LOH object (85,000 bytes) once per repetition, as a leaking call would allocate,
            // must be reported.
            IReadOnlyList<string> large = this.listener.Measure(() =>
            {
                for (int i = 0; i < Repetitions; i++)
                {
                    GC.KeepAlive(new byte[85_000]);
                }
            });
            Assert.Contains(large, name => name.Contains("Byte[]", StringComparison.Ordinal));
        }

        private void Decompress(in ReadOnlySequence<byte> payload, ulong expected)
        {
            Assert.True(Decompressor.TryDecompress(payload, long.MaxValue, ManagedLz4BlockCodec.Instance, out ReadOnlySequence<byte> decompressed, out _, out SegmentedBuffer? lease));
            using (lease)
            {
                Assert.Equal(expected, Checksum(decompressed));
            }
        }

        private static ReadOnlySequence<byte> InSegments(byte[] payload)
        {
            // As a stream reader would hand it over: 64 KB pieces, none of them on the LOH.
            List<int> cuts = new List<int>();
            for (int cut = 65_536; cut < payload.Length; cut += 65_536)
            {
                cuts.Add(cut);
            }

            byte[][] pieces = new byte[cuts.Count + 1][];
            int start = 0;
            for (int i = 0; i <= cuts.Count; i++)
            {
                int end = i < cuts.Count ? cuts[i] : payload.Length;
                pieces[i] = payload.AsSpan(start, end - start).ToArray();
                start = end;
            }

            return Chain(pieces);
        }

        private static ReadOnlySequence<byte> Chain(byte[][] pieces) => SegmentedSequence.Of(pieces);

        private static ulong Checksum(in ReadOnlySequence<byte> data)
        {
            ulong hash = 14695981039346656037;
            foreach (ReadOnlyMemory<byte> memory in data)
            {
                foreach (byte b in memory.Span)
                {
                    hash = (hash ^ b) * 1099511628211;
                }
            }

            return hash;
        }
    }
}
