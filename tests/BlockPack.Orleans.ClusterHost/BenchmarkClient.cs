using System.Threading.Tasks;

namespace BlockPack.OrleansCluster.ClusterHost
{
    /// <summary>The benchmark's client process.</summary>
    internal static class BenchmarkClient
    {
        /// <summary>Runs the benchmark.</summary>
        /// <param name="args">Its arguments.</param>
        /// <returns>The exit code.</returns>
        internal static Task<int> Run(string[] args) => Task.FromResult(2);
    }
}
