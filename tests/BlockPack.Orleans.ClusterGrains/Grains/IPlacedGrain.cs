using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;
using Orleans;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>A grain that says where it runs.</summary>
    public interface IPlacedGrain : IGrainWithStringKey
    {
        /// <summary>Gets the silo and process this activation runs in.</summary>
        /// <returns>Its identity.</returns>
        Task<SiloIdentity> WhereAmI();

        /// <summary>Deactivates this activation when the call returns.</summary>
        /// <returns>A task.</returns>
        Task Deactivate();
    }
}
