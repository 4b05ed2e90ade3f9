using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Interop.Tests.Models;
using BlockPack.Tests.StreamReader;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Streams of several messages, plain and compressed, written by one library and read message by message with the
    /// other's MessagePackStreamReader; and what the real library does where BlockPack's stream APIs had to choose.
    /// </summary>
    public class StreamReaderInteropTests
    {
        private static readonly B.MessagePackCompression[] Modes =
        {
            B.MessagePackCompression.None,
            B.MessagePackCompression.Lz4Block,
            B.MessagePackCompression.Lz4BlockArray,
            B.MessagePackCompression.Lz4BlockArray,
            B.MessagePackCompression.None,
            B.MessagePackCompression.Lz4Block,
        };

        [Fact]
        public async Task A_stream_MessagePack_CSharp_wrote_is_read_message_by_message_by_BlockPack()
        {
            List<List<IntKeyRecord>> values = Values();
            var stream = new MemoryStream();
            for (int i = 0; i < values.Count; i++)
            {
                await M.MessagePackSerializer.SerializeAsync(stream, values[i], Peers.ReferenceOptions(Modes[i]));
            }

            using var reader = new B.MessagePackStreamReader(new ChunkedReadStream(stream.ToArray(), _ => 1000));
            for (int i = 0; i < values.Count; i++)
            {
                ReadOnlySequence<byte> message = (await reader.ReadAsync(CancellationToken.None))!.Value;
                List<IntKeyRecord> back = B.MessagePackSerializer.Deserialize<List<IntKeyRecord>>(message, Peers.BlockPackOptions(Modes[i]));
                AssertSameRecords(values[i], back, $"message {i} ({Modes[i]})");
            }

            Assert.Null(await reader.ReadAsync(CancellationToken.None));
        }

        [Fact]
        public async Task A_stream_BlockPack_wrote_is_read_message_by_message_by_MessagePack_CSharp()
        {
            List<List<IntKeyRecord>> values = Values();
            var stream = new MemoryStream();
            for (int i = 0; i < values.Count; i++)
            {
                await B.MessagePackSerializer.SerializeAsync(stream, values[i], Peers.BlockPackOptions(Modes[i]));
            }

            using var reader = new M.MessagePackStreamReader(new ChunkedReadStream(stream.ToArray(), _ => 1000));
            for (int i = 0; i < values.Count; i++)
            {
                ReadOnlySequence<byte> message = (await reader.ReadAsync(CancellationToken.None))!.Value;
                List<IntKeyRecord> back = M.MessagePackSerializer.Deserialize<List<IntKeyRecord>>(message, Peers.ReferenceOptions(Modes[i]));
                AssertSameRecords(values[i], back, $"message {i} ({Modes[i]})");
            }

            Assert.Null(await reader.ReadAsync(CancellationToken.None));
        }

        [Fact]
        public async Task Both_readers_cut_the_same_mixed_stream_at_the_same_places()
        {
            var stream = new MemoryStream();
            List<List<IntKeyRecord>> values = Values();
            for (int i = 0; i < values.Count; i++)
            {
                byte[] message = i % 2 == 0 ? Peers.ReferenceWrite(values[i], Modes[i]) : Peers.BlockPackWrite(values[i], Modes[i]);
                stream.Write(message);
            }

            byte[] data = stream.ToArray();
            using var ours = new B.MessagePackStreamReader(new ChunkedReadStream(data, _ => 1));
            using var theirs = new M.MessagePackStreamReader(new MemoryStream(data));
            while (await theirs.ReadAsync(CancellationToken.None) is { } expected)
            {
                byte[] expectedBytes = expected.ToArray();
                Peers.AssertSameBytes(expectedBytes, (await ours.ReadAsync(CancellationToken.None))!.Value.ToArray(), "message");
            }

            Assert.Null(await ours.ReadAsync(CancellationToken.None));
        }

        [Fact]
        public async Task DeserializeAsync_reads_a_forward_only_stream_to_its_end_in_both()
        {
            // Pins the behaviour BlockPack's DeserializeAsync copies: the whole stream is read, not just one value.
            byte[] data = Peers.ReferenceWrite(new[] { "Hi", "There" }).Concat(Peers.ReferenceWrite(5)).ToArray();

            var theirs = new ChunkedReadStream(data, _ => 3);
            Assert.Equal(new[] { "Hi", "There" }, await M.MessagePackSerializer.DeserializeAsync<string[]>(theirs));
            Assert.Equal(data.Length, theirs.BytesDelivered);

            var ours = new ChunkedReadStream(data, _ => 3);
            Assert.Equal(new[] { "Hi", "There" }, await B.MessagePackSerializer.DeserializeAsync<string[]>(ours));
            Assert.Equal(data.Length, ours.BytesDelivered);
        }

        [Fact]
        public async Task A_truncated_last_message_ends_with_null_and_its_bytes_left_in_both()
        {
            byte[] first = Peers.ReferenceWrite(5);
            byte[] second = Peers.ReferenceWrite(new[] { "Hi", "There" });
            byte[] data = first.Concat(second.Take(4)).ToArray();

            using var theirs = new M.MessagePackStreamReader(new MemoryStream(data));
            Assert.Equal(first, (await theirs.ReadAsync(CancellationToken.None))!.Value.ToArray());
            Assert.Null(await theirs.ReadAsync(CancellationToken.None));
            Assert.Equal(second.Take(4), theirs.RemainingBytes.ToArray());

            using var ours = new B.MessagePackStreamReader(new MemoryStream(data));
            Assert.Equal(first, (await ours.ReadAsync(CancellationToken.None))!.Value.ToArray());
            Assert.Null(await ours.ReadAsync(CancellationToken.None));
            Assert.Equal(second.Take(4), ours.RemainingBytes.ToArray());

            // BlockPack's opt-in strict mode reports the truncation instead.
            using var strict = new B.MessagePackStreamReader(new MemoryStream(data)) { ThrowOnIncompleteMessage = true };
            Assert.Equal(first, (await strict.ReadAsync(CancellationToken.None))!.Value.ToArray());
            var error = await Assert.ThrowsAsync<EndOfStreamException>(async () => await strict.ReadAsync(CancellationToken.None));
            Assert.Contains("truncated", error.Message, StringComparison.Ordinal);
            Assert.Equal(second.Take(4), strict.RemainingBytes.ToArray());
        }

        [Fact]
        public async Task A_stream_ending_before_an_array_header_is_an_EndOfStreamException_in_both()
        {
            byte[] cut = { 0xDC, 0x00 }; // array16 missing its second length byte
            using var theirs = new M.MessagePackStreamReader(new MemoryStream(cut));
            await Assert.ThrowsAsync<EndOfStreamException>(async () => await theirs.ReadArrayHeaderAsync(CancellationToken.None));
            using var ours = new B.MessagePackStreamReader(new MemoryStream(cut));
            await Assert.ThrowsAsync<EndOfStreamException>(async () => await ours.ReadArrayHeaderAsync(CancellationToken.None));
        }

        private static List<List<IntKeyRecord>> Values() =>
            new List<List<IntKeyRecord>>
            {
                Records.IntKeyed(1),
                Records.IntKeyed(50),
                Records.IntKeyed(20_000), // several 64 KB blocks
                Records.IntKeyed(3),
                Records.IntKeyed(5_000), // plain, larger than a segment
                Records.IntKeyed(2_000),
            };

        private static void AssertSameRecords(List<IntKeyRecord> expected, List<IntKeyRecord> actual, string what)
        {
            // Compared through the real library's plain bytes, which every member takes part in.
            Peers.AssertSameBytes(Peers.ReferenceWrite(expected), Peers.ReferenceWrite(actual), what);
        }
    }
}
