using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using BlockPack;
using Microsoft.Extensions.Caching.Distributed;
using Microsoft.Extensions.Caching.StackExchangeRedis;
using Xunit;

namespace BlockPack.Caching.Tests
{
    /// <summary>The IDistributedCache extension methods over a real Redis, with no HybridCache.</summary>
    [Collection(RedisCollection.Name)]
    public sealed class DistributedCacheRedisTests
    {
        private readonly RedisServerFixture redis;

        public DistributedCacheRedisTests(RedisServerFixture redis)
        {
            this.redis = redis;
            redis.Start();
        }

        [Fact]
        public async Task SetOnOneClient_GetOnAnother_StoresExactlyTheBlockPackEntry()
        {
            using RedisCache writer = this.NewCache(), reader = this.NewCache();
            using var raw = new RawRedis(this.redis);
            string key = HybridCacheRedisTests.NewKey();
            List<Order> orders = Order.MakeList(1000);

            await writer.SetBlockPackAsync(key, orders);
            Assert.Equal(orders, await reader.GetBlockPackAsync<List<Order>>(key));
            Assert.Equal(new BlockPackFusionCacheSerializer().Serialize(orders), raw.ReadData(key));
            Assert.Null(await reader.GetBlockPackAsync<List<Order>>(HybridCacheRedisTests.NewKey()));
        }

        [Fact]
        public async Task ByteArrays_FrameworkSetAsyncStoresRaw_SetBlockPackAsyncStoresMsgpack()
        {
            using RedisCache cache = this.NewCache();
            using var raw = new RawRedis(this.redis);
            string key = HybridCacheRedisTests.NewKey();
            byte[] bytes = { 1, 2, 3 };

            // The framework's method stores the bytes as they are, even inside a namespace that sees BlockPack.Caching's.
            await cache.SetAsync(key, bytes);
            Assert.Equal(bytes, raw.ReadData(key));

            // BlockPack's stores a msgpack bin8 (too short to compress).
            await cache.SetBlockPackAsync(key, bytes);
            Assert.Equal(new byte[] { 0xc4, 3, 1, 2, 3 }, raw.ReadData(key));
            Assert.Equal(bytes, await cache.GetBlockPackAsync<byte[]>(key));
        }

        [Theory]
        [InlineData("flip")]
        [InlineData("garbage")]
        [InlineData("truncate")]
        [InlineData("2GB-array")]
        [InlineData("2GB-block")]
        public async Task DamagedEntry_GetThrows_GetOrCreateRecomputesAndReplaces(string damage)
        {
            using RedisCache cache = this.NewCache();
            using var raw = new RawRedis(this.redis);
            string key = HybridCacheRedisTests.NewKey();
            List<Order> original = Order.MakeList(500);
            await cache.SetBlockPackAsync(key, original);
            byte[] stored = raw.ReadData(key)!;
            raw.WriteData(key, damage switch
            {
                "flip" => HybridCacheRedisTests.Flip(stored, stored.Length / 2),
                "garbage" => HybridCacheRedisTests.Garbage(stored.Length),
                "truncate" => stored.AsSpan(0, stored.Length - 1).ToArray(),
                "2GB-array" => CacheEntryCodecTests.HostileBlockArray(),
                _ => CacheEntryCodecTests.HostileBlock(),
            });

            await Assert.ThrowsAsync<MessagePackSerializationException>(() => cache.GetBlockPackAsync<List<Order>>(key));

            List<Order> fresh = Order.MakeList(2, seed: 50_000);
            Assert.Equal(fresh, await cache.GetOrCreateBlockPackAsync(key, _ => new ValueTask<List<Order>>(fresh)));
            Assert.Equal(fresh, await cache.GetBlockPackAsync<List<Order>>(key));
        }

        private RedisCache NewCache() => new(new RedisCacheOptions
        {
            Configuration = this.redis.Configuration,
            InstanceName = RawRedis.InstanceName,
        });
    }
}
