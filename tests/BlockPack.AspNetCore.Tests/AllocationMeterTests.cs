using System;
using System.Collections.Generic;
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
            (long allocated, IReadOnlyList<string> large) = await AllocationMeter.MeasureAsync(() =>
            {
                kept = new byte[1024 * 1024];
                return Task.CompletedTask;
            });

            GC.KeepAlive(kept);
            Assert.True(allocated >= 1024 * 1024, $"allocated {allocated}");
            Assert.NotEmpty(large);
        }

        [Theory]
        [InlineData(90 * 1024, 1)] // on the LOH (85,000 bytes and up) but below the ~100 KB tick: only the end sentinel shows it
        [InlineData(80 * 1024, 0)] // below the LOH's threshold: nothing to see
        public async Task It_sees_one_array_too_small_to_raise_a_tick_of_its_own_only_if_it_is_on_the_LOH(int size, int expected)
        {
            byte[]? kept = null;
            (_, IReadOnlyList<string> large) = await AllocationMeter.MeasureAsync(() =>
            {
                kept = new byte[size];
                return Task.CompletedTask;
            });

            GC.KeepAlive(kept);
            Assert.Equal(expected, large.Count);
        }
    }
}
