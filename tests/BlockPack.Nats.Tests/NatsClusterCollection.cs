using Xunit;

namespace BlockPack.Nats.Tests
{
    /// <summary>Every cluster test shares one 3-node cluster and runs one at a time (the failover test kills a node).</summary>
    [CollectionDefinition(Name)]
    public sealed class NatsClusterCollection : ICollectionFixture<NatsClusterFixture>
    {
        public const string Name = "nats-cluster";
    }
}
