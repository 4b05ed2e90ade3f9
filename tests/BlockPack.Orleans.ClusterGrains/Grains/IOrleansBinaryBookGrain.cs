using BlockPack.OrleansCluster.Models.OrleansDefault;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>The order batch in Orleans' binary storage: its own interface, as two grain classes hold the same batch type.</summary>
    public interface IOrleansBinaryBookGrain : IBookGrain<OrderBatch>
    {
    }
}
