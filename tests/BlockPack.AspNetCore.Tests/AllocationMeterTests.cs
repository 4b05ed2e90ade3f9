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

        [Fact]
        public async Task It_sees_one_90_KB_array_too_small_to_raise_a_tick_of_its_own()
        {
            // 90 KB is on the LOH (85,000 bytes and up) but below the runtime's ~100 KB tick: only the end sentinel's
            // allocation amount shows it.
            byte[]? kept = null;
            (_, IReadOnlyList<string> large) = await AllocationMeter.MeasureAsync(() =>
            {
                kept = new byte[90 * 1024];
                return Task.CompletedTask;
            });

            GC.KeepAlive(kept);
            Assert.Single(large);
        }

        [Fact]
        public async Task It_sees_nothing_when_nothing_large_is_allocated()
        {
            byte[]? kept = null;
            (_, IReadOnlyList<string> large) = await AllocationMeter.MeasureAsync(() =>
            {
                kept = new byte[80 * 1024];
                return Task.CompletedTask;
            });

            GC.KeepAlive(kept);
            Assert.Empty(large);
        }
    }
}
