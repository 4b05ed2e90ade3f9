using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>
    /// Keeps a <see cref="ShapeOrder"/> as grain state in Redis through BlockPack's storage serializer (storage
    /// <c>blockpack</c>). The state is stored under the key without its placement prefix.
    /// </summary>
    public interface IShapeStateGrain : IPlacedGrain
    {
        /// <summary>Writes <paramref name="value"/> as the state.</summary>
        /// <param name="value">The value.</param>
        /// <returns>Where it was written from.</returns>
        Task<SiloIdentity> Save(ShapeOrder value);

        /// <summary>Reads the state this activation loaded.</summary>
        /// <returns>The state, or <see langword="null"/> when none was stored.</returns>
        Task<ShapeOrder?> Load();
    }
}
