using Xunit;

namespace BlockPack.Caching.Tests
{
    /// <summary>Every Redis test shares one server and runs one at a time (the restart test stops it).</summary>
    [CollectionDefinition(Name)]
    public sealed class RedisCollection : ICollectionFixture<RedisServerFixture>
    {
        public const string Name = "redis";
    }
}
