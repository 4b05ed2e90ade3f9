namespace BlockPack.OrleansCluster.Versioned
{
    /// <summary>Which version of the assembly this is.</summary>
    internal static class UpgradeVersion
    {
        /// <summary>The version's name.</summary>
        internal const string Current = "v2";
    }
}
