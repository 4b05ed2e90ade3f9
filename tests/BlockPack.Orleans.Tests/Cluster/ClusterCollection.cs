namespace BlockPack.Orleans.Tests.Cluster
{
    /// <summary>The tests that share one in-process cluster.</summary>
    [CollectionDefinition(nameof(ClusterCollection))]
    public sealed class ClusterCollection : ICollectionFixture<ClusterFixture>
    {
    }
}
