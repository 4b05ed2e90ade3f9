using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.StackExchangeRedis;
using Xunit;
using ZiggyCreatures.Caching.Fusion;

namespace BlockPack.Caching.Tests
{
    /// <summary>FusionCache with BlockPack as its distributed-level serializer, two instances sharing a real Redis.</summary>
    [Collection(RedisCollection.Name)]
    public sealed class FusionCacheRedisTests
    {
        private readonly RedisServerFixture redis;

        public FusionCacheRedisTests(RedisServerFixture redis)
        {
            this.redis = redis;
            redis.Start();
        }

        [Fact]
        public async Task WhatOneInstanceWrites_TheOtherReads()
        {
            using RedisCache l2a = this.NewL2(), l2b = this.NewL2();
            using FusionCache a = NewFusion(l2a), b = NewFusion(l2b);
            string key = HybridCacheRedisTests.NewKey();
            List<Order> orders = Order.MakeList(1000);

            await a.SetAsync(key, orders);
            List<Order> read = await b.GetOrSetAsync<List<Order>>(key, _ => throw new InvalidOperationException("instance B must read instance A's entry"));
            Assert.Equal(orders, read);
        }

        private static FusionCache NewFusion(RedisCache l2)
        {
            var cache = new FusionCache(new FusionCacheOptions
            {
                DefaultEntryOptions = new FusionCacheEntryOptions { Duration = TimeSpan.FromMinutes(1) },
            });
            cache.SetupDistributedCache(l2, new BlockPackFusionCacheSerializer());
            return cache;
        }

        private RedisCache NewL2() => new(new RedisCacheOptions { Configuration = this.redis.Configuration, InstanceName = RawRedis.InstanceName });
    }
}
