using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.Buffers;
using static BlockPack.Tests.StreamReader.StreamMessages;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>
    /// MessagePackSerializer's stream overloads move payloads in 64 KB segments, never one contiguous array, whatever
    /// size the stream's reads come in; and they read the stream to its end, as MessagePack-CSharp 3 does.
    /// </summary>
    public class StreamOverloadTests
    {
        private const int PayloadSize = 300_000;

        [Fact]
        public async Task DeserializeAsync_from_small_reads_fills_segments_instead_of_taking_one_per_read()
        {
            // 1,000-byte reads, as from a socket: were every read given a fresh 64 KB segment, 300 KB would take 300.
            byte[] payload = RandomBytes(PayloadSize, seed: 40);
            byte[] data = MessagePackSerializer.Serialize(payload);
            BufferDiagnostics.Reset();
            byte[] back = await MessagePackSerializer.DeserializeAsync<byte[]>(new ChunkedReadStream(data, _ => 1000));
            Assert.Equal(payload, back);
            Assert.InRange(BufferDiagnostics.ArrayRents, 1, (PayloadSize / SegmentPool.SegmentSize) + 2);
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
            Assert.Equal(BufferDiagnostics.ArrayRents, BufferDiagnostics.ArrayReturns);
        }

        [Fact]
        public void Deserialize_from_small_reads_fills_segments_instead_of_taking_one_per_read()
        {
            byte[] payload = RandomBytes(PayloadSize, seed: 41);
            byte[] data = MessagePackSerializer.Serialize(payload);
            BufferDiagnostics.Reset();
            Assert.Equal(payload, MessagePackSerializer.Deserialize<byte[]>(new ChunkedReadStream(data, _ => 1000)));
            Assert.InRange(BufferDiagnostics.ArrayRents, 1, (PayloadSize / SegmentPool.SegmentSize) + 2);
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
        }

        [Fact]
        public async Task DeserializeAsync_of_a_compressed_payload_from_small_reads()
        {
            List<string> words = Words(60_000, seed: 42);
            byte[] data = MessagePackSerializer.Serialize(words, Lz4BlockArray);
            Assert.Equal(words, await MessagePackSerializer.DeserializeAsync<List<string>>(ChunkedReadStream.RandomChunks(data, seed: 43, maximum: 1500), Lz4BlockArray));
        }

        [Fact]
        public async Task SerializeAsync_and_Serialize_write_a_large_payload_in_segments()
        {
            byte[] payload = RandomBytes(1_200_000, seed: 44);
            byte[] expected = MessagePackSerializer.Serialize(payload);

            var asyncStream = new WriteRecordingStream();
            await MessagePackSerializer.SerializeAsync(asyncStream, payload);
            var syncStream = new WriteRecordingStream();
            MessagePackSerializer.Serialize(syncStream, payload);

            foreach (WriteRecordingStream stream in new[] { asyncStream, syncStream })
            {
                Assert.Equal(expected, stream.ToArray());
                Assert.True(stream.WriteSizes.Count >= expected.Length / SegmentPool.ArrayLength, $"{stream.WriteSizes.Count} writes");
                Assert.All(stream.WriteSizes, size => Assert.InRange(size, 1, SegmentPool.ArrayLength));
            }
        }

        [Fact]
        public async Task DeserializeAsync_reads_a_forward_only_stream_to_its_end_as_MessagePack_CSharp_does()
        {
            // Two values in a stream that cannot seek: the first is returned, and the second is gone with the rest of
            // the stream (MessagePackStreamReader is the way to read them one by one).
            var stream = new ChunkedReadStream(Concat(new[] { HiThere, Five }), _ => 3);
            Assert.Equal(new[] { "Hi", "There" }, await MessagePackSerializer.DeserializeAsync<string[]>(stream));
            Assert.Equal(HiThere.Length + Five.Length, stream.BytesDelivered);
        }

        [Fact]
        public async Task A_MemoryStream_is_deserialized_from_its_own_array_without_copying()
        {
            // Two values after a 3-byte prefix the caller already consumed: each call reads one value in place and
            // leaves the position after it, renting no buffer.
            byte[] payload = RandomBytes(PayloadSize, seed: 45);
            byte[] data = new byte[] { 0xC0, 0xC0, 0xC0 }.Concat(MessagePackSerializer.Serialize(payload)).Concat(HiThere).ToArray();
            var stream = new MemoryStream();
            stream.Write(data, 0, data.Length);
            stream.Position = 3;

            BufferDiagnostics.Reset();
            Assert.Equal(payload, MessagePackSerializer.Deserialize<byte[]>(stream));
            Assert.Equal(data.Length - HiThere.Length, stream.Position);
            Assert.Equal(new[] { "Hi", "There" }, await MessagePackSerializer.DeserializeAsync<string[]>(stream));
            Assert.Equal(data.Length, stream.Position);
            Assert.Equal(0, BufferDiagnostics.BufferRents);
            Assert.Equal(0, BufferDiagnostics.ArrayRents);
        }

        private static byte[] RandomBytes(int length, int seed)
        {
            byte[] bytes = new byte[length];
            new Random(seed).NextBytes(bytes);
            return bytes;
        }
    }
}
