using System.Collections.Generic;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Models;
using BlockPack.Tests.Compression;

namespace BlockPack.OrleansCluster.ClusterHost
{
    /// <summary>
    /// The silo process's LOH counter, created with the silo: the tests' sentinel listener, started by <see cref="Reset"/>
    /// and stopped by <see cref="Read"/>, two grain calls around the measured one.
    /// </summary>
    internal sealed class LargeObjectHeapMonitor : ILargeObjectHeapMonitor, System.IDisposable
    {
        private readonly LohAllocationListener listener = new LohAllocationListener();

        /// <inheritdoc/>
        public void Reset() => this.listener.Start();

        /// <inheritdoc/>
        public LargeObjectHeapReport Read()
        {
            IReadOnlyList<string> large = this.listener.Stop();
            return new LargeObjectHeapReport(large.Count, this.listener.MeasuredBytes, LohAllocationListener.CountByType(large));
        }

        /// <inheritdoc/>
        public void Dispose() => this.listener.Dispose();
    }
}
