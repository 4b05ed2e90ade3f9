using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>Counts the Large Object Heap allocations of its silo process while large arguments arrive.</summary>
    public interface ILargeObjectHeapGrain : IPlacedGrain
    {
        /// <summary>Starts counting from zero.</summary>
        /// <returns>A task.</returns>
        Task Reset();

        /// <summary>Takes a large value.</summary>
        /// <param name="value">The value.</param>
        /// <returns>How many bytes its chunks hold.</returns>
        Task<long> Take(BulkValue value);

        /// <summary>Reports the allocations since <see cref="Reset"/>.</summary>
        /// <returns>The report.</returns>
        Task<LargeObjectHeapReport> Read();
    }
}
