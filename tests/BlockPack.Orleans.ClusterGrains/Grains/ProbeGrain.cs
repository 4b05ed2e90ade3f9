using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;
using BlockPack.OrleansCluster.Placement;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>The target of the hostile-input tests.</summary>
    [SiloPortPlacement]
    public sealed class ProbeGrain : PlacedGrain, IProbeGrain
    {
        /// <summary>Initializes a new instance of the <see cref="ProbeGrain"/> class.</summary>
        /// <param name="silo">The silo.</param>
        public ProbeGrain(ILocalSiloDetails silo)
            : base(silo)
        {
        }

        /// <inheritdoc/>
        public Task<int> Accept(HostileProbe probe) => Task.FromResult(probe.Numbers.Length);

        /// <inheritdoc/>
        public Task<int> Ping(int value) => Task.FromResult(value + 1);
    }
}
