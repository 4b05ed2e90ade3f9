using System;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Placement
{
    /// <summary>
    /// Places a grain whose string key starts with <c>p&lt;port&gt;/</c> on the silo listening on that port, so a test
    /// decides which process each grain lives in; when that silo is gone (killed), on any other compatible silo, which
    /// is how a grain fails over.
    /// </summary>
    [Serializable]
    public sealed class SiloPortPlacement : PlacementStrategy
    {
        /// <summary>Gets the one instance the attribute and the director share.</summary>
        public static SiloPortPlacement Instance { get; } = new SiloPortPlacement();
    }
}
