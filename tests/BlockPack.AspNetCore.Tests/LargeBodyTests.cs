using System.Collections.Generic;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Threading.Tasks;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>A body of several megabytes is read in pooled chunks: nothing lands on the large object heap.</summary>
    [Collection(WebServersCollection.Name)]
    public sealed class LargeBodyTests
    {
        private readonly WebServersFixture servers;

        public LargeBodyTests(WebServersFixture servers) => this.servers = servers;

        [Theory]
        [InlineData("mvc", MessagePackCompression.None)]
        [InlineData("min", MessagePackCompression.None)]
        [InlineData("mvc", MessagePackCompression.Lz4BlockArray)]
        [InlineData("min", MessagePackCompression.Lz4BlockArray)]
        public async Task A_body_of_several_megabytes_is_read_without_large_object_heap_allocations(string route, MessagePackCompression mode)
        {
            // 120 batches of 1,000 orders: about 6 MB plain, in lists small enough that the value itself needs no large array.
            List<List<Order>> batches = Enumerable.Range(0, 120).Select(i => Order.MakeList(1000, seed: i * 1000)).ToList();
            MessagePackSerializerOptions options = Wire.BlockPack(mode);
            long size = MessagePackSerializer.Serialize(batches, options).Length;
            Assert.True(mode != MessagePackCompression.None || size > 5_000_000, $"plain body is {size} bytes");

            using (await this.servers.Plain.Client.PostAsMessagePackAsync($"{route}/count", batches, options))
            {
            }

            HttpResponseMessage? response = null;
            (long allocated, IReadOnlyList<string> large) = await AllocationMeter.MeasureAsync(async () =>
                response = await this.servers.Plain.Client.PostAsMessagePackAsync($"{route}/count", batches, options));

            using (response)
            {
                Assert.Equal(HttpStatusCode.OK, response!.StatusCode);
                Assert.Equal(120_000, await response.Content.ReadFromMessagePackAsync<int>());
            }

            Assert.True(large.Count == 0, $"large-object-heap allocations for a {size}-byte body ({allocated} bytes allocated in all): {string.Join(", ", large)}");
        }
    }
}
