using System.Threading.Tasks;
using BlockPack.OrleansCluster.Models;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>
    /// The rolling-upgrade grain, implemented by both versions of tests/BlockPack.Orleans.Versioned (V1 and V2), whose
    /// item type differs: version 2 removed a member and added one. The interface carries only shared types, so the
    /// client needs neither version.
    /// </summary>
    public interface IUpgradeGrain : IPlacedGrain
    {
        /// <summary>Gets the version of the assembly this activation runs.</summary>
        /// <returns>"v1" or "v2".</returns>
        Task<string> Version();

        /// <summary>Sends this version's item to the upgrade grain <paramref name="peerKey"/>, which reports what it decoded.</summary>
        /// <param name="peerKey">The peer's key.</param>
        /// <param name="text">The shared text member.</param>
        /// <param name="number">The shared number member.</param>
        /// <returns>What the peer decoded.</returns>
        Task<UpgradeSeen> SendTo(string peerKey, string text, int number);

        /// <summary>Asks the upgrade grain <paramref name="peerKey"/> for an item of its version and reports what this one decoded.</summary>
        /// <param name="peerKey">The peer's key.</param>
        /// <param name="text">The shared text member.</param>
        /// <param name="number">The shared number member.</param>
        /// <returns>What this grain decoded.</returns>
        Task<UpgradeSeen> FetchFrom(string peerKey, string text, int number);

        /// <summary>Stores an item of this version as the state (stored under the key without its placement prefix).</summary>
        /// <param name="text">The shared text member.</param>
        /// <param name="number">The shared number member.</param>
        /// <returns>A task.</returns>
        Task Save(string text, int number);

        /// <summary>Reports what this activation decoded from the stored state.</summary>
        /// <returns>What it decoded, or <see langword="null"/> when none was stored.</returns>
        Task<UpgradeSeen?> Load();
    }
}
