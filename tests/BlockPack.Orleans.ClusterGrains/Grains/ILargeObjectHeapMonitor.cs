using BlockPack.OrleansCluster.Models;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>The silo process's Large Object Heap counter (the host registers it; the benchmark's listener).</summary>
    public interface ILargeObjectHeapMonitor
    {
        /// <summary>Starts counting from zero.</summary>
        void Reset();

        /// <summary>Reports the allocations since <see cref="Reset"/>.</summary>
        /// <returns>The report.</returns>
        LargeObjectHeapReport Read();
    }
}
