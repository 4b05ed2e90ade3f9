using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;
using BlockPack.OrleansCluster.Placement;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>Keeps a <see cref="ShapeOrder"/> in the <c>blockpack</c> storage.</summary>
    [SiloPortPlacement]
    public sealed class ShapeStateGrain : PlacedGrain, IShapeStateGrain
    {
        private readonly IPersistentState<ShapeOrder> state;

        /// <summary>Initializes a new instance of the <see cref="ShapeStateGrain"/> class.</summary>
        /// <param name="silo">The silo.</param>
        /// <param name="state">The state.</param>
        public ShapeStateGrain(ILocalSiloDetails silo, [PersistentState("shape", ClusterStorage.BlockPack)] IPersistentState<ShapeOrder> state)
            : base(silo)
            => this.state = state;

        /// <inheritdoc/>
        public async Task<SiloIdentity> Save(ShapeOrder value)
        {
            this.state.State = value;
            await this.state.WriteStateAsync();
            return await this.WhereAmI();
        }

        /// <inheritdoc/>
        public Task<ShapeOrder?> Load() => Task.FromResult(this.state.RecordExists ? this.state.State : null);
    }
}
