using Orleans;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>The Large Object Heap allocations a silo process saw since its counter was reset.</summary>
    /// <param name="Ticks">The runtime's LOH allocation ticks (one per about 100 KB).</param>
    /// <param name="Bytes">The bytes the ticks reported.</param>
    /// <param name="Types">The allocated types, with their tick counts.</param>
    [GenerateSerializer]
    [Immutable]
    public sealed record LargeObjectHeapReport([property: Id(0)] long Ticks, [property: Id(1)] long Bytes, [property: Id(2)] string Types);
}
