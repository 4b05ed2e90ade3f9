using BlockPack.OrleansCluster.Placement;
using BlockPack.OrleansCluster.Models;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>An order batch stored through BlockPack's grain storage serializer.</summary>
    [SiloPortPlacement]
    public sealed class BlockPackBookGrain : BookGrain<OrderBatch>
    {
        /// <summary>Initializes a new instance of the <see cref="BlockPackBookGrain"/> class.</summary>
        /// <param name="silo">The silo.</param>
        /// <param name="state">The state.</param>
        public BlockPackBookGrain(ILocalSiloDetails silo, [PersistentState("book", ClusterStorage.BlockPack)] IPersistentState<OrderBatch> state)
            : base(silo, state, batch => batch.Orders.Count)
        {
        }
    }
}
