using BlockPack.Benchmarks.Shared;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Models;

namespace BlockPack.OrleansCluster.ClusterHost
{
    /// <summary>The silo process's LOH counter: the benchmark's listener, created with the silo.</summary>
    internal sealed class LargeObjectHeapMonitor : ILargeObjectHeapMonitor, System.IDisposable
    {
        private readonly LohAllocationListener listener = new LohAllocationListener();

        /// <inheritdoc/>
        public void Reset() => this.listener.Reset();

        /// <inheritdoc/>
        public LargeObjectHeapReport Read() => new LargeObjectHeapReport(this.listener.LargeTicks, this.listener.LargeBytes, this.listener.TickTypes);

        /// <inheritdoc/>
        public void Dispose() => this.listener.Dispose();
    }
}
