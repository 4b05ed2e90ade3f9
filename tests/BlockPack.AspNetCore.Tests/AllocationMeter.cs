using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using BlockPack.Tests.Compression;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>
    /// Measures what the process allocates while an action runs: total managed bytes (<see cref="GC.GetTotalAllocatedBytes"/>)
    /// and the large-object-heap allocations, seen by the tests' one LOH listener (tests/BlockPack.Tests/Shared): it waits
    /// for sentinel allocations instead of fixed times, so no event is dropped, and it sees even one LOH object too small
    /// to raise a tick of its own. Client and server share the process, so the figures are an upper bound for the server.
    /// </summary>
    internal static class AllocationMeter
    {
        public static async Task<(long AllocatedBytes, IReadOnlyList<string> LargeObjects)> MeasureAsync(Func<Task> action)
        {
            using var listener = new LohAllocationListener();
            long allocated = 0;
            IReadOnlyList<string> large = await listener.MeasureAsync(async () =>
            {
                long before = GC.GetTotalAllocatedBytes(precise: true);
                await action();
                allocated = GC.GetTotalAllocatedBytes(precise: true) - before;
            });
            return (allocated, large);
        }
    }
}
