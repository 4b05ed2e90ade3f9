using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.Buffers;
using static BlockPack.Tests.StreamReader.StreamMessages;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>ReadArrayAsync and the header methods: a big array's elements one at a time.</summary>
    public class CollectionStreamingTests
    {
        [Fact]
        public async Task ReadArrayAsync_yields_each_element_of_a_large_array()
        {
            List<string> words = Words(200_000, seed: 20);
            byte[] data = MessagePackSerializer.Serialize(words);
            BufferDiagnostics.Reset();
            using (var reader = new MessagePackStreamReader(ChunkedReadStream.RandomChunks(data, seed: 21, maximum: 10_000)))
            {
                int index = 0;
                long mostHeld = 0;
                await foreach (ReadOnlySequence<byte> element in reader.ReadArrayAsync(default))
                {
                    Assert.Equal(words[index++], MessagePackSerializer.Deserialize<string>(element));
                    mostHeld = System.Math.Max(mostHeld, BufferDiagnostics.ArrayRents - BufferDiagnostics.ArrayReturns);
                }

                Assert.Equal(words.Count, index);
                Assert.Null(await reader.ReadAsync(default));

                // The array is about 2.3 MB; streamed, it never needs more than a segment or two at a time.
                Assert.True(data.Length > 30 * SegmentPool.SegmentSize, $"The array is only {data.Length} bytes.");
                Assert.InRange(mostHeld, 0, 3);
            }
        }

        [Fact]
        public async Task ReadArrayAsync_then_the_next_message()
        {
            byte[] data = Concat(new[] { HiThere, Five });
            using var reader = new MessagePackStreamReader(ChunkedReadStream.OneByteAtATime(data));
            var elements = new List<byte[]>();
            await foreach (ReadOnlySequence<byte> element in reader.ReadArrayAsync(default))
            {
                elements.Add(element.ToArray());
            }

            AssertSameMessages(new[] { HiThere.Skip(1).Take(3).ToArray(), HiThere.Skip(4).ToArray() }, elements);
            Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());
        }

        [Fact]
        public async Task ReadArrayAsync_fails_when_the_stream_ends_between_elements()
        {
            // fixarray(3) with two elements.
            using var reader = new MessagePackStreamReader(new MemoryStream(new byte[] { 0x93, 0x01, 0x02 }));
            int seen = 0;
            var error = await Assert.ThrowsAsync<EndOfStreamException>(async () =>
            {
                await foreach (ReadOnlySequence<byte> element in reader.ReadArrayAsync(default))
                {
                    seen++;
                }
            });
            Assert.Equal(2, seen);
            Assert.Contains("after 2 of the 3 elements", error.Message);
        }

        [Fact]
        public async Task ReadArrayHeaderAsync_and_ReadMapHeaderAsync_leave_the_items_to_ReadAsync()
        {
            // [1, 2] then {"a": [nil, true], "b": {}}, one byte per read.
            byte[] data = Concat(new[] { new byte[] { 0x92, 0x01, 0x02 }, NestedMap });
            using var reader = new MessagePackStreamReader(ChunkedReadStream.OneByteAtATime(data));
            Assert.Equal(2, await reader.ReadArrayHeaderAsync(default));
            Assert.Equal(new byte[] { 0x01 }, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Equal(new byte[] { 0x02 }, (await reader.ReadAsync(default))!.Value.ToArray());

            Assert.Equal(2, await reader.ReadMapHeaderAsync(default));
            Assert.Equal(new byte[] { 0xA1, 0x61 }, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Equal(new byte[] { 0x92, 0xC0, 0xC3 }, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Equal(new byte[] { 0xA1, 0x62 }, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Equal(new byte[] { 0x80 }, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Null(await reader.ReadAsync(default));
        }

        [Fact]
        public async Task A_header_split_across_reads_is_assembled()
        {
            // array32 of 3 and map16 of 1, one byte per read.
            byte[] data = { 0xDD, 0x00, 0x00, 0x00, 0x03, 0xDE, 0x00, 0x01 };
            using var reader = new MessagePackStreamReader(ChunkedReadStream.OneByteAtATime(data));
            Assert.Equal(3, await reader.ReadArrayHeaderAsync(default));
            Assert.Equal(1, await reader.ReadMapHeaderAsync(default));
        }

        [Fact]
        public async Task A_header_of_the_wrong_kind_or_cut_short_is_an_error()
        {
            using (var reader = new MessagePackStreamReader(new MemoryStream(Five)))
            {
                var error = await Assert.ThrowsAsync<MessagePackSerializationException>(async () => await reader.ReadArrayHeaderAsync(default));
                Assert.Contains("value #1", error.Message);
                Assert.Contains("an array header", error.Message);
            }

            using (var reader = new MessagePackStreamReader(new MemoryStream(new byte[] { 0xDE, 0x00 })))
            {
                var error = await Assert.ThrowsAsync<EndOfStreamException>(async () => await reader.ReadMapHeaderAsync(default));
                Assert.Contains("The stream ended before a map header could be read", error.Message);
            }

            using (var reader = new MessagePackStreamReader(new MemoryStream()))
            {
                await Assert.ThrowsAsync<EndOfStreamException>(async () => await reader.ReadArrayHeaderAsync(default));
            }
        }
    }
}
