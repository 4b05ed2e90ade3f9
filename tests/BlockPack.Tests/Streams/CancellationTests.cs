using System;
using System.Buffers;
using System.Threading;
using System.Threading.Tasks;
using static BlockPack.Tests.StreamReader.StreamMessages;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>Cancelling a read that waits for data, and carrying on afterwards without losing bytes.</summary>
    public class CancellationTests
    {
        [Fact]
        public async Task A_cancelled_token_stops_a_read_before_it_starts()
        {
            using var reader = new MessagePackStreamReader(new System.IO.MemoryStream(HiThere));
            await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await reader.ReadAsync(new CancellationToken(canceled: true)));
            Assert.Equal(HiThere, (await reader.ReadAsync(default))!.Value.ToArray());
        }

        [Fact]
        public async Task A_read_waiting_on_an_idle_stream_is_cancelled_and_a_later_read_carries_on()
        {
            // Half of the second message has arrived; the rest comes only after the cancelled wait.
            byte[] data = Concat(new[] { Five, HiThere });
            using var stream = new StalledStream(data, initiallyAvailable: Five.Length + 4);
            using var reader = new MessagePackStreamReader(stream);
            Assert.Equal(Five, (await reader.ReadAsync(default))!.Value.ToArray());

            using (var cancellation = new CancellationTokenSource())
            {
                ValueTask<ReadOnlySequence<byte>?> waiting = reader.ReadAsync(cancellation.Token);
                Assert.False(waiting.IsCompleted);
                cancellation.Cancel();
                await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await waiting);
            }

            Assert.Equal(4, reader.RemainingBytes.Length);
            stream.Release();
            Assert.Equal(HiThere, (await reader.ReadAsync(default))!.Value.ToArray());
            Assert.Null(await reader.ReadAsync(default));
        }

        [Fact]
        public async Task ReadArrayAsync_honours_the_enumerator_token()
        {
            byte[] data = MessagePackSerializer.Serialize(Words(100, seed: 30));
            using var reader = new MessagePackStreamReader(new System.IO.MemoryStream(data));
            using var cancellation = new CancellationTokenSource();
            int seen = 0;
            await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
            {
                await foreach (var element in reader.ReadArrayAsync(cancellation.Token))
                {
                    if (++seen == 10)
                    {
                        cancellation.Cancel();
                    }
                }
            });
            Assert.Equal(10, seen);
        }
    }
}
