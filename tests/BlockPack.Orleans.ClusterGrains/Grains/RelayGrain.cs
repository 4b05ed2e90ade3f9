using System.Threading.Tasks;
using BlockPack.OrleansCluster.Placement;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>Passes values on to an echo grain.</summary>
    /// <typeparam name="T">The value's type.</typeparam>
    [SiloPortPlacement]
    public sealed class RelayGrain<T> : PlacedGrain, IRelayGrain<T>
    {
        /// <summary>Initializes a new instance of the <see cref="RelayGrain{T}"/> class.</summary>
        /// <param name="silo">The silo.</param>
        public RelayGrain(ILocalSiloDetails silo)
            : base(silo)
        {
        }

        /// <inheritdoc/>
        public Task<T> Relay(T value, string echoKey) => this.GrainFactory.GetGrain<IEchoGrain<T>>(echoKey).Echo(value);

        /// <inheritdoc/>
        public Task<int> Forward(T value, string echoKey) => this.GrainFactory.GetGrain<IEchoGrain<T>>(echoKey).Accept(value);
    }
}
