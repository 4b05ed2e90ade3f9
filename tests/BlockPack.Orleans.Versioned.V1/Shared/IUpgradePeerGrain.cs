using System.Threading.Tasks;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Models;

namespace BlockPack.OrleansCluster.Versioned
{
    /// <summary>The grain-to-grain side of the upgrade grain: the calls whose argument or result is the versioned item.</summary>
    public interface IUpgradePeerGrain : IPlacedGrain
    {
        /// <summary>Decodes an item another version may have written.</summary>
        /// <param name="item">The item.</param>
        /// <returns>What this version decoded.</returns>
        Task<UpgradeSeen> Receive(UpgradeItem item);

        /// <summary>Builds an item of this version.</summary>
        /// <param name="text">The shared text.</param>
        /// <param name="number">The shared number.</param>
        /// <returns>The item.</returns>
        Task<UpgradeItem> Produce(string text, int number);
    }
}
