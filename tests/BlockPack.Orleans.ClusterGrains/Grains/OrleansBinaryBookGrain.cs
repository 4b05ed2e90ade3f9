using BlockPack.OrleansCluster.Placement;
using BlockPack.OrleansCluster.Models.OrleansDefault;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>An order batch stored through Orleans' binary grain storage serializer (the type's generated codec).</summary>
    [SiloPortPlacement]
    public sealed class OrleansBinaryBookGrain : BookGrain<OrderBatch>, IOrleansBinaryBookGrain
    {
        /// <summary>Initializes a new instance of the <see cref="OrleansBinaryBookGrain"/> class.</summary>
        /// <param name="silo">The silo.</param>
        /// <param name="state">The state.</param>
        public OrleansBinaryBookGrain(ILocalSiloDetails silo, [PersistentState("book", ClusterStorage.OrleansBinary)] IPersistentState<OrderBatch> state)
            : base(silo, state, batch => batch.Orders.Count)
        {
        }
    }
}
