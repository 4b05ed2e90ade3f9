using System;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.Orleans.Tests.Grains;
using BlockPack.Orleans.Tests.Model;
using StackExchange.Redis;
using Order = BlockPack.Orleans.Tests.Model.Order;

namespace BlockPack.Orleans.Tests.Cluster
{
    /// <summary>
    /// Grain state through Microsoft.Orleans.Persistence.Redis and BlockPackGrainStorageSerializer, in the real
    /// redis-server: what is stored is BlockPack's checked block array, it survives deactivation, and a damaged entry
    /// fails the activation instead of loading.
    /// </summary>
    [Collection(nameof(ClusterCollection))]
    public sealed class GrainStateTests
    {
        private readonly ClusterFixture fixture;

        public GrainStateTests(ClusterFixture fixture) => this.fixture = fixture;

        [Fact]
        public async Task State_IsStoredAsBlockPack_AndReadAfterReactivation()
        {
            string key = "book-roundtrip";
            IOrderBookGrain grain = this.fixture.Cluster.Client.GetGrain<IOrderBookGrain>(key);
            for (int i = 0; i < 50; i++)
            {
                await grain.Add(Order.Create(i));
            }

            OrderBook expected = await grain.Get();
            byte[] stored = await this.StoredEntry(key);

            // What Redis holds decodes, by BlockPack alone, to the grain's state.
            Assert.Equal(expected, new BlockPackGrainStorageSerializer().Deserialize<OrderBook>(new BinaryData(stored)));
            var reader = new MessagePackReader(stored);
            reader.ReadArrayHeader();
            Assert.Equal(97, reader.ReadExtensionFormatHeader().TypeCode);

            await grain.Deactivate();
            await WaitUntilDeactivated();
            Assert.Equal(expected, await grain.Get());
        }

        [Fact]
        public async Task DamagedStoredState_FailsActivation_NeverLoads()
        {
            string key = "book-damaged";
            IOrderBookGrain grain = this.fixture.Cluster.Client.GetGrain<IOrderBookGrain>(key);
            for (int i = 0; i < 20; i++)
            {
                await grain.Add(Order.Create(i));
            }

            OrderBook expected = await grain.Get();
            byte[] good = await this.StoredEntry(key);

            byte[] flipped = (byte[])good.Clone();
            flipped[flipped.Length / 2] ^= 0x10;
            byte[] garbage = Enumerable.Range(0, 300).Select(i => (byte)(i * 37)).ToArray();
            await grain.Deactivate();
            await WaitUntilDeactivated();
            foreach (byte[] damaged in new[] { flipped, good.AsSpan(0, good.Length - 7).ToArray(), garbage })
            {
                // A failed activation leaves no activation behind: each call tries again and reads the entry again.
                await this.ReplaceStoredEntry(key, damaged);

                Exception ex = await Assert.ThrowsAnyAsync<Exception>(() => grain.Get());
                Assert.Contains(GrainCallTests.Chain(ex), e => e.Message.Contains("it was not loaded", StringComparison.Ordinal));
            }

            // Once the entry is good again, the grain activates with its state.
            await this.ReplaceStoredEntry(key, good);
            Assert.Equal(expected, await grain.Get());
        }

        private static Task WaitUntilDeactivated() => Task.Delay(TimeSpan.FromMilliseconds(300));

        private async Task<RedisKey> StoredKey(string grainKey)
        {
            IServer server = this.fixture.Redis.GetServers().Single();
            for (int attempt = 0; attempt < 50; attempt++)
            {
                RedisKey[] keys = server.Keys(pattern: "*" + grainKey + "*").ToArray();
                if (keys.Length == 1)
                {
                    return keys[0];
                }

                await Task.Delay(100);
            }

            throw new InvalidOperationException($"No single Redis key holds the state of {grainKey}.");
        }

        private async Task<byte[]> StoredEntry(string grainKey)
        {
            RedisKey key = await this.StoredKey(grainKey);
            IDatabase database = this.fixture.Redis.GetDatabase();
            if (await database.KeyTypeAsync(key) == RedisType.Hash)
            {
                HashEntry[] fields = await database.HashGetAllAsync(key);
                return (byte[])fields.Single(f => f.Name == "data").Value!;
            }

            return (byte[])(await database.StringGetAsync(key))!;
        }

        private async Task ReplaceStoredEntry(string grainKey, byte[] entry)
        {
            RedisKey key = await this.StoredKey(grainKey);
            IDatabase database = this.fixture.Redis.GetDatabase();
            if (await database.KeyTypeAsync(key) == RedisType.Hash)
            {
                await database.HashSetAsync(key, "data", entry);
            }
            else
            {
                await database.StringSetAsync(key, entry);
            }
        }
    }
}
