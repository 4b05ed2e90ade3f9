using System.Threading.Tasks;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>Returns what it is given: the far end of a relay.</summary>
    /// <typeparam name="T">The value's type.</typeparam>
    public interface IEchoGrain<T> : IPlacedGrain
    {
        /// <summary>Returns <paramref name="value"/> as it arrived.</summary>
        /// <param name="value">The value.</param>
        /// <returns>The value.</returns>
        Task<T> Echo(T value);

        /// <summary>Takes a value and answers with a receipt (the benchmark's far end).</summary>
        /// <param name="value">The value.</param>
        /// <returns>1 when the value arrived non-null.</returns>
        Task<int> Accept(T value);
    }
}
