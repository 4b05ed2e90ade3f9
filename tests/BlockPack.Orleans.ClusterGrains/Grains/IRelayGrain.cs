using System.Threading.Tasks;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>Passes a value on to an <see cref="IEchoGrain{T}"/>, usually in another silo process.</summary>
    /// <typeparam name="T">The value's type.</typeparam>
    public interface IRelayGrain<T> : IPlacedGrain
    {
        /// <summary>Sends <paramref name="value"/> to the echo grain <paramref name="echoKey"/> and returns its answer.</summary>
        /// <param name="value">The value.</param>
        /// <param name="echoKey">The echo grain's key.</param>
        /// <returns>The value as it came back.</returns>
        Task<T> Relay(T value, string echoKey);

        /// <summary>Sends <paramref name="value"/> to the echo grain <paramref name="echoKey"/> and returns its receipt.</summary>
        /// <param name="value">The value.</param>
        /// <param name="echoKey">The echo grain's key.</param>
        /// <returns>The receipt.</returns>
        Task<int> Forward(T value, string echoKey);
    }
}
