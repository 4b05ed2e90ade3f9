using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models.OrleansDefault;
using BlockPack.OrleansCluster.Placement;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>An order batch stored through Orleans' default grain storage serializer (the type's generated codec).</summary>
    [SiloPortPlacement]
    public sealed class OrleansBookGrain : PlacedGrain, IBookGrain<OrderBatch>
    {
        private readonly IPersistentState<OrderBatch> state;

        /// <summary>Initializes a new instance of the <see cref="OrleansBookGrain"/> class.</summary>
        /// <param name="silo">The silo.</param>
        /// <param name="state">The state.</param>
        public OrleansBookGrain(ILocalSiloDetails silo, [PersistentState("book", ClusterStorage.OrleansDefault)] IPersistentState<OrderBatch> state)
            : base(silo)
            => this.state = state;

        /// <inheritdoc/>
        public Task Write(OrderBatch batch)
        {
            this.state.State = batch;
            return this.state.WriteStateAsync();
        }

        /// <inheritdoc/>
        public Task<int> Count() => Task.FromResult(this.state.RecordExists ? this.state.State.Orders.Count : -1);
    }
}
