using System.Threading.Tasks;
using BlockPack.OrleansCluster.Placement;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>The far end of a relay.</summary>
    /// <typeparam name="T">The value's type.</typeparam>
    [SiloPortPlacement]
    public sealed class EchoGrain<T> : PlacedGrain, IEchoGrain<T>
    {
        /// <summary>Initializes a new instance of the <see cref="EchoGrain{T}"/> class.</summary>
        /// <param name="silo">The silo.</param>
        public EchoGrain(ILocalSiloDetails silo)
            : base(silo)
        {
        }

        /// <inheritdoc/>
        public Task<T> Echo(T value) => Task.FromResult(value);

        /// <inheritdoc/>
        public Task<int> Accept(T value) => Task.FromResult(value is null ? 0 : 1);
    }
}
