using Xunit;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>The one collection: every test class shares one cluster (silo startup is the expensive part).</summary>
    [CollectionDefinition(Name)]
    public sealed class ClusterCollection : ICollectionFixture<ClusterFixture>
    {
        /// <summary>The collection's name.</summary>
        public const string Name = "Orleans cluster";
    }
}
