using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;
using BlockPack.OrleansCluster.Placement;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>An order batch stored through BlockPack's grain storage serializer.</summary>
    [SiloPortPlacement]
    public sealed class BlockPackBookGrain : PlacedGrain, IBookGrain<OrderBatch>
    {
        private readonly IPersistentState<OrderBatch> state;

        /// <summary>Initializes a new instance of the <see cref="BlockPackBookGrain"/> class.</summary>
        /// <param name="silo">The silo.</param>
        /// <param name="state">The state.</param>
        public BlockPackBookGrain(ILocalSiloDetails silo, [PersistentState("book", ClusterStorage.BlockPack)] IPersistentState<OrderBatch> state)
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
