using System;
using System.Buffers;
using System.Collections.Generic;
using System.Threading.Tasks;
using BlockPack.Buffers;
using static BlockPack.Tests.StreamReader.StreamMessages;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>Messages that arrive in pieces: one byte per read, random small reads, and messages spanning many segments.</summary>
    public class SplitReadTests
    {
        [Fact]
        public async Task One_byte_per_read_yields_every_message()
        {
            List<byte[]> messages = Plain();
            using var reader = new MessagePackStreamReader(ChunkedReadStream.OneByteAtATime(Concat(messages)));
            AssertSameMessages(messages, await ReadAllAsync(reader));
        }

        [Theory]
        [InlineData(1, 7)]
        [InlineData(2, 100)]
        [InlineData(3, 1500)]
        [InlineData(4, 70_000)]
        public async Task Random_small_reads_yield_every_message(int seed, int maximumRead)
        {
            List<byte[]> messages = Plain();
            using var reader = new MessagePackStreamReader(ChunkedReadStream.RandomChunks(Concat(messages), seed, maximumRead));
            AssertSameMessages(messages, await ReadAllAsync(reader));
        }

        [Fact]
        public async Task Every_split_point_of_two_messages_yields_both()
        {
            // As MessagePack-CSharp's test of every truncation position: the first read stops at each possible byte.
            byte[] data = Concat(new[] { HiThere, NestedMap });
            for (int split = 1; split < data.Length; split++)
            {
                int first = split;
                using var reader = new MessagePackStreamReader(new ChunkedReadStream(data, call => call == 0 ? first : data.Length));
                AssertSameMessages(new[] { HiThere, NestedMap }, await ReadAllAsync(reader));
            }
        }

        [Theory]
        [InlineData(100_000)]
        [InlineData(1_500_000)]
        public async Task A_message_larger_than_a_segment_spans_several_and_arrives_whole(int size)
        {
            byte[] payload = new byte[size];
            new Random(size).NextBytes(payload);
            byte[] message = MessagePackSerializer.Serialize(payload);
            List<byte[]> messages = new List<byte[]> { HiThere, message, Five, message };

            BufferDiagnostics.Reset();
            using (var reader = new MessagePackStreamReader(ChunkedReadStream.RandomChunks(Concat(messages), seed: 5, maximum: 9000)))
            {
                Assert.Equal(HiThere, (await reader.ReadAsync(default))!.Value.ToArray());
                ReadOnlySequence<byte> large = (await reader.ReadAsync(default))!.Value;
                Assert.False(large.IsSingleSegment);
                Assert.Equal(message, large.ToArray());
                Assert.Equal(payload, MessagePackSerializer.Deserialize<byte[]>(large));
                Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());
                Assert.Equal(message, (await reader.ReadAsync(default))!.Value.ToArray());
                Assert.Null(await reader.ReadAsync(default));
            }

            // Small reads share segments (about one 65 KB array per 64 KB of message, not one per read), and the
            // segments of a message are given back once it is consumed, so the second copy reuses the first's.
            long segmentsPerMessage = (message.Length / SegmentPool.SegmentSize) + 2;
            Assert.InRange(BufferDiagnostics.ArrayRents, 1, (2 * segmentsPerMessage) + 2);
            Assert.Equal(0, BufferDiagnostics.LargestNativeAllocation);
        }

        [Fact]
        public async Task Every_buffer_goes_back_on_dispose()
        {
            List<byte[]> messages = Plain();
            messages.Add(MessagePackSerializer.Serialize(new byte[300_000]));
            BufferDiagnostics.Reset();
            using (var reader = new MessagePackStreamReader(ChunkedReadStream.RandomChunks(Concat(messages), seed: 6, maximum: 4000)))
            {
                AssertSameMessages(messages, await ReadAllAsync(reader));
            }

            Assert.Equal(1, BufferDiagnostics.BufferRents);
            Assert.Equal(1, BufferDiagnostics.BufferReturns);
            Assert.True(BufferDiagnostics.ArrayRents >= 300_000 / SegmentPool.SegmentSize, "A 300 KB message needs several segments.");
            Assert.Equal(BufferDiagnostics.ArrayRents, BufferDiagnostics.ArrayReturns);
        }

        [Fact]
        public async Task Segments_of_consumed_messages_go_back_while_reading_continues()
        {
            // Ten messages of 200 KB: were consumed segments kept until dispose, the reader would hold 2 MB at the end.
            byte[] message = MessagePackSerializer.Serialize(new byte[200_000]);
            var messages = new List<byte[]>();
            for (int i = 0; i < 10; i++)
            {
                messages.Add(message);
            }

            BufferDiagnostics.Reset();
            using var reader = new MessagePackStreamReader(ChunkedReadStream.RandomChunks(Concat(messages), seed: 7, maximum: 20_000));
            for (int i = 0; i < messages.Count; i++)
            {
                Assert.Equal(message.Length, (await reader.ReadAsync(default))!.Value.Length);
                long held = BufferDiagnostics.ArrayRents - BufferDiagnostics.ArrayReturns;
                Assert.InRange(held, 1, (2 * ((message.Length / SegmentPool.SegmentSize) + 2)) + 1);
            }
        }
    }
}
