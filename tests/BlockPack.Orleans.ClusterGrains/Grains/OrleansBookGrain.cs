using BlockPack.OrleansCluster.Placement;
using BlockPack.OrleansCluster.Models.OrleansDefault;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>An order batch stored through Orleans' default grain storage serializer (Newtonsoft.Json).</summary>
    [SiloPortPlacement]
    public sealed class OrleansBookGrain : BookGrain<OrderBatch>, IOrleansJsonBookGrain
    {
        /// <summary>Initializes a new instance of the <see cref="OrleansBookGrain"/> class.</summary>
        /// <param name="silo">The silo.</param>
        /// <param name="state">The state.</param>
        public OrleansBookGrain(ILocalSiloDetails silo, [PersistentState("book", ClusterStorage.OrleansDefault)] IPersistentState<OrderBatch> state)
            : base(silo, state, batch => batch.Orders.Count)
        {
        }
    }
}
