using System.Threading.Tasks;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>The benchmark's grain state: a batch of orders, stored through one of the two storage serializers.</summary>
    /// <typeparam name="TBatch">The order batch's type (the spelling of one serializer).</typeparam>
    public interface IBookGrain<TBatch> : IPlacedGrain
    {
        /// <summary>Stores <paramref name="batch"/>.</summary>
        /// <param name="batch">The batch.</param>
        /// <returns>A task.</returns>
        Task Write(TBatch batch);

        /// <summary>Gets how many orders the loaded state holds (the first call after a deactivation times the activation).</summary>
        /// <returns>The count, or -1 when nothing was stored.</returns>
        Task<int> Count();
    }
}
