using System.Threading.Tasks;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Models;
using BlockPack.OrleansCluster.Placement;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Versioned
{
    /// <summary>The rolling-upgrade grain; its state is this version's item in the <c>blockpack</c> storage.</summary>
    [SiloPortPlacement]
    public sealed class UpgradeGrain : PlacedGrain, IUpgradeGrain, IUpgradePeerGrain
    {
        private readonly IPersistentState<UpgradeItem> state;

        /// <summary>Initializes a new instance of the <see cref="UpgradeGrain"/> class.</summary>
        /// <param name="silo">The silo.</param>
        /// <param name="state">The state.</param>
        public UpgradeGrain(ILocalSiloDetails silo, [PersistentState("item", ClusterStorage.BlockPack)] IPersistentState<UpgradeItem> state)
            : base(silo)
            => this.state = state;

        /// <inheritdoc/>
        public Task<string> Version() => Task.FromResult(UpgradeVersion.Current);

        /// <inheritdoc/>
        public Task<UpgradeSeen> SendTo(string peerKey, string text, int number)
            => this.GrainFactory.GetGrain<IUpgradePeerGrain>(peerKey).Receive(UpgradeItem.Create(text, number));

        /// <inheritdoc/>
        public async Task<UpgradeSeen> FetchFrom(string peerKey, string text, int number)
        {
            UpgradeItem item = await this.GrainFactory.GetGrain<IUpgradePeerGrain>(peerKey).Produce(text, number);
            return item.Seen(this.SiloPort);
        }

        /// <inheritdoc/>
        public Task<UpgradeSeen> Receive(UpgradeItem item) => Task.FromResult(item.Seen(this.SiloPort));

        /// <inheritdoc/>
        public Task<UpgradeItem> Produce(string text, int number) => Task.FromResult(UpgradeItem.Create(text, number));

        /// <inheritdoc/>
        public Task Save(string text, int number)
        {
            this.state.State = UpgradeItem.Create(text, number);
            return this.state.WriteStateAsync();
        }

        /// <inheritdoc/>
        public Task<UpgradeSeen?> Load() => Task.FromResult(this.state.RecordExists ? this.state.State.Seen(this.SiloPort) : null);
    }
}
