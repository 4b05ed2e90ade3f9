using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>The target of the hostile-input tests.</summary>
    public interface IProbeGrain : IPlacedGrain
    {
        /// <summary>Takes a probe.</summary>
        /// <param name="probe">The probe.</param>
        /// <returns>How many numbers it carried.</returns>
        Task<int> Accept(HostileProbe probe);

        /// <summary>Answers <paramref name="value"/> + 1: the call after a hostile one.</summary>
        /// <param name="value">A number.</param>
        /// <returns>The number plus one.</returns>
        Task<int> Ping(int value);
    }
}
