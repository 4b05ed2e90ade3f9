using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using static BlockPack.Tests.StreamReader.StreamMessages;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>
    /// The reader's contract, after MessagePack-CSharp's own tests of its MessagePackStreamReader: consecutive values,
    /// the clean end, leftover bytes, the stream's ownership.
    /// </summary>
    public class MessagePackStreamReaderTests
    {
        [Fact]
        public void Constructor_rejects_a_null_stream()
        {
            Assert.Throws<ArgumentNullException>(() => new MessagePackStreamReader(null!));
            Assert.Throws<ArgumentNullException>(() => new MessagePackStreamReader(null!, leaveOpen: true));
        }

        [Fact]
        public void Nothing_remains_before_the_first_read()
        {
            using var reader = new MessagePackStreamReader(new MemoryStream(HiThere));
            Assert.True(reader.RemainingBytes.IsEmpty);
        }

        [Fact]
        public async Task An_empty_stream_ends_cleanly_with_null()
        {
            using var reader = new MessagePackStreamReader(new MemoryStream());
            Assert.Null(await reader.ReadAsync(default));
            Assert.True(reader.RemainingBytes.IsEmpty);
            Assert.Null(await reader.ReadAsync(default));
        }

        [Fact]
        public async Task One_message_then_null()
        {
            using var reader = new MessagePackStreamReader(new MemoryStream(HiThere));
            Assert.Equal(HiThere, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.True(reader.RemainingBytes.IsEmpty);
            Assert.Null(await reader.ReadAsync(default));
        }

        [Fact]
        public async Task Several_messages_from_one_read_come_back_one_by_one()
        {
            List<byte[]> messages = Plain();
            using var reader = new MessagePackStreamReader(InMemory(messages));
            AssertSameMessages(messages, await ReadAllAsync(reader));
        }

        [Fact]
        public async Task Bytes_after_the_last_message_remain_available()
        {
            // The first message and the first byte of the second.
            byte[] data = Five.Concat(HiThere.Take(1)).ToArray();
            using var reader = new MessagePackStreamReader(new MemoryStream(data));
            Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Equal(new byte[] { HiThere[0] }, reader.RemainingBytes.ToArray());
        }

        [Fact]
        public async Task A_returned_message_stays_intact_until_the_next_read()
        {
            List<byte[]> messages = Plain();
            using var reader = new MessagePackStreamReader(ChunkedReadStream.RandomChunks(Concat(messages), seed: 3, maximum: 5000));
            for (int i = 0; i < messages.Count; i++)
            {
                var value = (await reader.ReadAsync(default))!.Value;

                // Peeking at what follows must not disturb it.
                _ = reader.RemainingBytes.Length;
                Assert.Equal(messages[i], value.ToArray());
            }
        }

        [Fact]
        public async Task Returned_messages_deserialize_to_the_values_written()
        {
            var stream = new MemoryStream();
            MessagePackSerializer.Serialize(stream, 42);
            MessagePackSerializer.Serialize(stream, "forty-two");
            MessagePackSerializer.Serialize(stream, new Dictionary<string, int> { ["x"] = 1, ["y"] = 2 });
            stream.Position = 0;

            using var reader = new MessagePackStreamReader(stream);
            Assert.Equal(42, MessagePackSerializer.Deserialize<int>((await reader.ReadAsync(default))!.Value));
            Assert.Equal("forty-two", MessagePackSerializer.Deserialize<string>((await reader.ReadAsync(default))!.Value));
            Dictionary<string, int> map = MessagePackSerializer.Deserialize<Dictionary<string, int>>((await reader.ReadAsync(default))!.Value);
            Assert.Equal(new[] { 1, 2 }, new[] { map["x"], map["y"] });
            Assert.Null(await reader.ReadAsync(default));
        }

        [Fact]
        public void Dispose_closes_the_stream()
        {
            var stream = new MemoryStream();
            new MessagePackStreamReader(stream).Dispose();
            Assert.False(stream.CanSeek);
        }

        [Fact]
        public void Dispose_leaves_the_stream_open_when_asked()
        {
            var stream = new MemoryStream();
            new MessagePackStreamReader(stream, leaveOpen: true).Dispose();
            Assert.True(stream.CanSeek);
        }

        [Fact]
        public async Task A_disposed_reader_refuses_to_read_and_a_second_dispose_does_nothing()
        {
            var reader = new MessagePackStreamReader(new MemoryStream(HiThere));
            reader.Dispose();
            reader.Dispose();
            await Assert.ThrowsAsync<ObjectDisposedException>(async () => await reader.ReadAsync(default));
            Assert.Throws<ObjectDisposedException>(() => reader.RemainingBytes);
            Assert.Throws<ObjectDisposedException>(() => reader.DiscardBufferedData());
        }

        [Fact]
        public async Task DiscardBufferedData_starts_over_from_where_the_stream_was_moved()
        {
            var stream = new MemoryStream(Concat(new[] { Five, HiThere, NestedMap }));
            using var reader = new MessagePackStreamReader(stream, leaveOpen: true);
            Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());

            // The first read took the whole stream in; without discarding, the next value would be HiThere.
            stream.Position = Five.Length + HiThere.Length;
            reader.DiscardBufferedData();
            Assert.True(reader.RemainingBytes.IsEmpty);
            Assert.Equal(NestedMap, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Null(await reader.ReadAsync(default));
        }

        [Fact]
        public async Task Each_message_is_returned_without_reading_past_it()
        {
            // A socket that has delivered one request and waits: the reader must hand over the request rather than
            // wait for bytes that will only come after the answer.
            byte[] data = Concat(new[] { HiThere, NestedMap });
            var stream = new ChunkedReadStream(data, _ => 4) { ReadableUpTo = HiThere.Length };
            using var reader = new MessagePackStreamReader(stream);
            Assert.Equal(HiThere, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Equal(HiThere.Length, stream.BytesDelivered);

            stream.ReadableUpTo = data.Length;
            Assert.Equal(NestedMap, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Null(await reader.ReadAsync(default));
        }

        [Fact]
        public void MaximumMessageSize_defaults_to_1_GiB_and_rejects_zero()
        {
            using var reader = new MessagePackStreamReader(new MemoryStream());
            Assert.Equal(1L << 30, reader.MaximumMessageSize);
            Assert.Throws<ArgumentOutOfRangeException>(() => reader.MaximumMessageSize = 0);
        }
    }
}
