using System.Linq;
using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;
using BlockPack.OrleansCluster.Placement;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>Counts its silo's Large Object Heap allocations while large arguments arrive.</summary>
    [SiloPortPlacement]
    public sealed class LargeObjectHeapGrain : PlacedGrain, ILargeObjectHeapGrain
    {
        private readonly ILargeObjectHeapMonitor monitor;

        /// <summary>Initializes a new instance of the <see cref="LargeObjectHeapGrain"/> class.</summary>
        /// <param name="silo">The silo.</param>
        /// <param name="monitor">The process's counter.</param>
        public LargeObjectHeapGrain(ILocalSiloDetails silo, ILargeObjectHeapMonitor monitor)
            : base(silo)
            => this.monitor = monitor;

        /// <inheritdoc/>
        public Task Reset()
        {
            this.monitor.Reset();
            return Task.CompletedTask;
        }

        /// <inheritdoc/>
        public Task<long> Take(BulkValue value) => Task.FromResult(value.Chunks.Sum(c => (long)c.Length));

        /// <inheritdoc/>
        public Task<LargeObjectHeapReport> Read() => Task.FromResult(this.monitor.Read());
    }
}
