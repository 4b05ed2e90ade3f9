using System;
using System.Buffers;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.Buffers;
using static BlockPack.Tests.StreamReader.StreamMessages;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>
    /// Truncated streams and hostile declarations: every failure is a <see cref="MessagePackSerializationException"/>
    /// naming the value, and no declared size is allocated for.
    /// </summary>
    public class HostileInputTests
    {
        [Fact]
        public async Task A_truncated_last_message_is_null_with_its_bytes_left_at_every_cut()
        {
            // As MessagePack-CSharp's reader: the end of the stream inside a message reads as the end, and the partial
            // message stays in RemainingBytes.
            byte[] data = Concat(new[] { Five, HiThere });
            for (int cut = Five.Length + 1; cut < data.Length; cut++)
            {
                byte[] truncated = data.Take(cut).ToArray();
                using var reader = new MessagePackStreamReader(ChunkedReadStream.OneByteAtATime(truncated));
                Assert.False(reader.ThrowOnIncompleteMessage);
                Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());
                Assert.Null(await reader.ReadAsync(default));
                Assert.Equal(truncated.Skip(Five.Length).ToArray(), reader.RemainingBytes.ToArray());
                Assert.Null(await reader.ReadAsync(default));
            }
        }

        [Fact]
        public async Task A_truncated_last_message_is_an_error_at_every_cut_in_strict_mode()
        {
            byte[] data = Concat(new[] { Five, HiThere });
            for (int cut = Five.Length + 1; cut < data.Length; cut++)
            {
                byte[] truncated = data.Take(cut).ToArray();
                using var reader = new MessagePackStreamReader(ChunkedReadStream.OneByteAtATime(truncated)) { ThrowOnIncompleteMessage = true };
                Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());

                var error = await Assert.ThrowsAsync<EndOfStreamException>(async () => await reader.ReadAsync(default));
                Assert.Contains("value #2", error.Message);
                Assert.Contains("starts 1 bytes into", error.Message);
                Assert.Contains($"only {cut - Five.Length} bytes of it arrived", error.Message);
                Assert.Contains("truncated", error.Message);

                // As MessagePack-CSharp's reader, the partial bytes stay available.
                Assert.Equal(truncated.Skip(Five.Length).ToArray(), reader.RemainingBytes.ToArray());
            }
        }

        [Fact]
        public async Task A_bin32_declaring_4GB_reads_only_what_comes()
        {
            // bin32 of 0xFFFFFFFF bytes, then ten bytes, then the end.
            byte[] data = new byte[] { 0xC6, 0xFF, 0xFF, 0xFF, 0xFF }.Concat(new byte[10]).ToArray();
            BufferDiagnostics.Reset();
            using (var reader = new MessagePackStreamReader(new MemoryStream(data)))
            {
                Assert.Null(await reader.ReadAsync(default));
                Assert.Equal(data, reader.RemainingBytes.ToArray());
            }

            using (var reader = new MessagePackStreamReader(new MemoryStream(data)) { ThrowOnIncompleteMessage = true })
            {
                var error = await Assert.ThrowsAsync<EndOfStreamException>(async () => await reader.ReadAsync(default));
                Assert.Contains("value #1", error.Message);
                Assert.Contains("only 15 bytes of it arrived", error.Message);
            }

            Assert.InRange(BufferDiagnostics.ArrayRents, 0, 1);
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
        }

        [Fact]
        public async Task An_array32_declaring_two_billion_elements_reads_only_what_comes()
        {
            byte[] data = { 0xDD, 0x7F, 0xFF, 0xFF, 0xFF, 0x01, 0x02, 0x03 };
            BufferDiagnostics.Reset();
            using var reader = new MessagePackStreamReader(ChunkedReadStream.OneByteAtATime(data));
            Assert.Null(await reader.ReadAsync(default));
            Assert.Equal(data, reader.RemainingBytes.ToArray());
            Assert.InRange(BufferDiagnostics.ArrayRents, 0, 1);
        }

        [Fact]
        public async Task A_message_growing_past_MaximumMessageSize_is_stopped_there()
        {
            // A peer that declares 4 GB and keeps sending: the reader stops once the limit is buffered.
            var stream = new EndlessStream(new byte[] { 0xC6, 0xFF, 0xFF, 0xFF, 0xFF });
            BufferDiagnostics.Reset();
            using (var reader = new MessagePackStreamReader(stream) { MaximumMessageSize = 1_000_000 })
            {
                var error = await Assert.ThrowsAsync<MessagePackSerializationException>(async () => await reader.ReadAsync(default));
                Assert.Contains("value #1, which starts 0 bytes into", error.Message);
                Assert.Contains("is still incomplete after", error.Message);
                Assert.Contains("MaximumMessageSize (1000000 bytes)", error.Message);
            }

            Assert.InRange(stream.BytesDelivered, 1_000_001, 1_000_000 + SegmentPool.SegmentSize);
            Assert.InRange(BufferDiagnostics.ArrayRents, 1, (1_000_000 / SegmentPool.SegmentSize) + 2);
        }

        [Fact]
        public async Task A_complete_message_longer_than_MaximumMessageSize_is_rejected()
        {
            byte[] message = MessagePackSerializer.Serialize(new byte[5000]);
            using var reader = new MessagePackStreamReader(new MemoryStream(Concat(new[] { Five, message }))) { MaximumMessageSize = 4000 };
            Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());
            var error = await Assert.ThrowsAsync<MessagePackSerializationException>(async () => await reader.ReadAsync(default));
            Assert.Contains($"value #2, which starts 1 bytes into what this reader read: it is {message.Length} bytes long", error.Message);
        }

        [Fact]
        public async Task Deep_nesting_frames_without_stack_and_fails_at_deserialize()
        {
            // 1,000,000 nested one-element arrays around nil: framing keeps a count, not a stack.
            const int Depth = 1_000_000;
            byte[] message = Enumerable.Repeat((byte)0x91, Depth).Append((byte)0xC0).ToArray();
            using var reader = new MessagePackStreamReader(ChunkedReadStream.RandomChunks(Concat(new[] { message, Five }), seed: 8, maximum: 50_000));
            var value = (await reader.ReadAsync(default))!.Value;
            Assert.Equal(message.Length, value.Length);

            var error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<object>(value));
            Assert.Contains("deeper than the maximum depth of 500", error.Message);
            Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());
        }

        [Fact]
        public async Task The_never_used_code_names_the_value_it_is_in()
        {
            byte[] data = Concat(new[] { Five, new byte[] { 0x92, 0x01, 0xC1 } });
            using var reader = new MessagePackStreamReader(new MemoryStream(data));
            Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());
            var error = await Assert.ThrowsAsync<MessagePackSerializationException>(async () => await reader.ReadAsync(default));
            Assert.Contains("value #2, which starts 1 bytes into what this reader read: it is not valid MessagePack", error.Message);
            Assert.Contains("0xc1", error.Message);
        }
    }
}
