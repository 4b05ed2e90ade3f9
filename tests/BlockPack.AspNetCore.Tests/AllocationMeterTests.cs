using System;
using System.Threading.Tasks;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>The meter the no-large-allocation assertions rest on does see large allocations.</summary>
    [Collection(WebServersCollection.Name)]
    public sealed class AllocationMeterTests
    {
        [Fact]
        public async Task It_sees_a_one_megabyte_array_on_the_large_object_heap()
        {
            byte[]? kept = null;
            (long allocated, int lohTicks, _) = await AllocationMeter.MeasureAsync(() =>
            {
                kept = new byte[1024 * 1024];
                return Task.CompletedTask;
            });

            GC.KeepAlive(kept);
            Assert.True(allocated >= 1024 * 1024, $"allocated {allocated}");
            Assert.True(lohTicks > 0, "no large-object-heap tick for a 1 MiB array");
        }
    }
}
