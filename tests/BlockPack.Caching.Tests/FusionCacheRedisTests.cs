using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using BlockPack;
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

        [Fact]
        public async Task DamagedEntry_IsReportedByDefault_RecomputedWhenSerializationErrorsAreNotRethrown()
        {
            using RedisCache l2a = this.NewL2(), l2b = this.NewL2();
            using FusionCache a = NewFusion(l2a), b = NewFusion(l2b);
            using var raw = new RawRedis(this.redis);
            string key = HybridCacheRedisTests.NewKey();
            await a.SetAsync(key, Order.MakeList(500));

            // FusionCache prefixes its own distributed keys; find the one holding this entry and flip one bit mid-entry.
            string stored = raw.FindKey(key);
            byte[] bytes = raw.ReadData(stored)!;
            raw.WriteData(stored, HybridCacheRedisTests.Flip(bytes, bytes.Length / 2));

            List<Order> fresh = Order.MakeList(2, seed: 70_000);

            // By default FusionCache rethrows a serializer's failure, wrapped: the damaged entry is reported, not returned.
            var error = await Assert.ThrowsAsync<FusionCacheSerializationException>(async () => await b.GetOrSetAsync(key, _ => Task.FromResult(fresh)));
            Assert.IsType<MessagePackSerializationException>(error.InnerException);

            // With ReThrowSerializationExceptions off it treats the entry as a miss and computes the value again.
            List<Order> read = await b.GetOrSetAsync(key, _ => Task.FromResult(fresh), new FusionCacheEntryOptions { Duration = TimeSpan.FromMinutes(1), ReThrowSerializationExceptions = false });
            Assert.Equal(fresh, read);
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
