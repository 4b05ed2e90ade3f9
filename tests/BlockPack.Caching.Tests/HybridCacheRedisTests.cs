using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using BlockPack;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.DependencyInjection;
using Xunit;

namespace BlockPack.Caching.Tests
{
    /// <summary>HybridCache with BlockPack as its serializer and a real Redis as L2, shared by two hosts.</summary>
    [Collection(RedisCollection.Name)]
    public sealed class HybridCacheRedisTests
    {
        private static readonly TimeSpan ShortL1 = TimeSpan.FromMilliseconds(300);
        private readonly RedisServerFixture redis;

        public HybridCacheRedisTests(RedisServerFixture redis)
        {
            this.redis = redis;
            redis.Start(); // a test that failed mid-restart must not leave the next one without a server
        }

        [Fact]
        public async Task WhatOneHostWrites_TheOtherReads_AsBlockPackEntry()
        {
            using ServiceProvider a = Hosts.Create(this.redis, TimeSpan.FromMinutes(1));
            using ServiceProvider b = Hosts.Create(this.redis, TimeSpan.FromMinutes(1));
            using var raw = new RawRedis(this.redis);
            string key = NewKey();
            List<Order> orders = Order.MakeList(1000);

            Assert.Equal(orders, await a.GetRequiredService<HybridCache>().GetOrCreateAsync(key, _ => new ValueTask<List<Order>>(orders)));
            await raw.WaitForDataAsync(key);
            List<Order> read = await b.GetRequiredService<HybridCache>().GetOrCreateAsync<List<Order>>(key, _ => throw new InvalidOperationException("host B must read host A's entry"));
            Assert.Equal(orders, read);

            // L2 holds BlockPack's checked block array (inside HybridCache's own envelope).
            byte[] stored = raw.ReadData(key)!;
            Assert.True(RawRedis.IndexOf(stored, new BlockPackFusionCacheSerializer().Serialize(orders)) >= 0);
        }

        [Fact]
        public async Task RemoveByKey_ReachesTheOtherHost_AfterItsL1Expires()
        {
            using ServiceProvider a = Hosts.Create(this.redis, ShortL1);
            using ServiceProvider b = Hosts.Create(this.redis, ShortL1);
            HybridCache cacheA = a.GetRequiredService<HybridCache>(), cacheB = b.GetRequiredService<HybridCache>();
            using var raw = new RawRedis(this.redis);
            string key = NewKey();

            await cacheA.GetOrCreateAsync(key, _ => new ValueTask<Order>(Order.Make(1)));
            await raw.WaitForDataAsync(key);
            Assert.Equal(Order.Make(1), await cacheB.GetOrCreateAsync<Order>(key, _ => throw new InvalidOperationException("expected a hit")));

            await cacheA.RemoveAsync(key);
            await Task.Delay(ShortL1 * 2);
            Assert.Equal(Order.Make(2), await cacheB.GetOrCreateAsync(key, _ => new ValueTask<Order>(Order.Make(2))));
        }

        /// <summary>
        /// HybridCache 10.x has no backplane: a host reads a tag's invalidation time from L2 the first time it meets the
        /// tag and keeps it. A host that meets the tag after the invalidation honours it; one that met it before keeps
        /// serving the L2 entry. This pins that behaviour (docs/caching.md) so that a change in HybridCache shows up here.
        /// </summary>
        [Fact]
        public async Task RemoveByTag_ReachesHostsThatMeetTheTagAfterwards_NotThoseThatMetItBefore()
        {
            using ServiceProvider a = Hosts.Create(this.redis, ShortL1);
            using ServiceProvider b = Hosts.Create(this.redis, ShortL1);
            HybridCache cacheA = a.GetRequiredService<HybridCache>(), cacheB = b.GetRequiredService<HybridCache>();
            using var raw = new RawRedis(this.redis);
            string key = NewKey(), tag = "tag-" + key;
            string[] tags = { tag };

            await cacheA.GetOrCreateAsync(key, _ => new ValueTask<Order>(Order.Make(1)), tags: tags);
            await raw.WaitForDataAsync(key);
            Assert.Equal(Order.Make(1), await cacheB.GetOrCreateAsync<Order>(key, _ => throw new InvalidOperationException("expected a hit"), tags: tags));

            await cacheA.RemoveByTagAsync(tag);
            await Task.Delay(ShortL1 * 2);

            // B fetched the tag's invalidation time before the removal and keeps it: once its L1 has expired it reads the
            // L2 entry, which RemoveByTagAsync does not delete, as still valid.
            Assert.Equal(Order.Make(1), await cacheB.GetOrCreateAsync(key, _ => new ValueTask<Order>(Order.Make(3)), tags: tags));

            // A host meeting the tag for the first time reads its invalidation time from L2 and recomputes.
            using ServiceProvider c = Hosts.Create(this.redis, ShortL1);
            Assert.Equal(Order.Make(2), await c.GetRequiredService<HybridCache>().GetOrCreateAsync(key, _ => new ValueTask<Order>(Order.Make(2)), tags: tags));
        }

        [Theory]
        [InlineData("flip")]
        [InlineData("garbage")]
        [InlineData("truncate")]
        public async Task DamagedL2Entry_IsRecomputed_NeverADifferentValue(string damage)
        {
            using ServiceProvider a = Hosts.Create(this.redis, TimeSpan.FromMinutes(1));
            using var raw = new RawRedis(this.redis);
            string key = NewKey();
            List<Order> original = Order.MakeList(500);
            await a.GetRequiredService<HybridCache>().GetOrCreateAsync(key, _ => new ValueTask<List<Order>>(original));

            byte[] stored = await raw.WaitForDataAsync(key);
            byte[] entry = new BlockPackFusionCacheSerializer().Serialize(original);
            int at = RawRedis.IndexOf(stored, entry);
            Assert.True(at >= 0);
            byte[] damaged = damage switch
            {
                // One bit in the middle of BlockPack's entry; HybridCache's envelope around it stays intact.
                "flip" => Flip(stored, at + (entry.Length / 2)),
                "garbage" => Garbage(stored.Length),
                _ => stored.AsSpan(0, stored.Length - 7).ToArray(),
            };
            raw.WriteData(key, damaged);

            if (damage == "flip")
            {
                // The serializer alone refuses the damaged bytes: the recompute below is its doing, not the envelope's.
                byte[] inner = damaged.AsSpan(at, entry.Length).ToArray();
                Assert.Throws<MessagePackSerializationException>(() => new BlockPackFusionCacheSerializer().Deserialize<List<Order>>(inner));
            }

            using ServiceProvider b = Hosts.Create(this.redis, TimeSpan.FromMinutes(1));
            HybridCache cacheB = b.GetRequiredService<HybridCache>();
            List<Order> fresh = Order.MakeList(3, seed: 10_000);
            int factoryCalls = 0;
            ValueTask<List<Order>> Factory(CancellationToken _)
            {
                Interlocked.Increment(ref factoryCalls);
                return new ValueTask<List<Order>>(fresh);
            }

            if (damage == "flip")
            {
                // HybridCache's envelope is intact, so it hands the bytes to BlockPack, which refuses them; HybridCache
                // passes that exception to the caller rather than a value (and does not run the factory itself).
                await Assert.ThrowsAsync<MessagePackSerializationException>(async () => await cacheB.GetOrCreateAsync(key, Factory));
                Assert.Equal(0, factoryCalls);
            }

            // GetOrCreateOrRepairAsync removes the damaged entry and computes the value again.
            List<Order> read = await cacheB.GetOrCreateOrRepairAsync(key, Factory);
            Assert.Equal(1, factoryCalls);
            Assert.Equal(fresh, read);

            // The repaired entry is what every host reads now (once HybridCache has written it to L2 after returning).
            byte[] repairedEntry = new BlockPackFusionCacheSerializer().Serialize(fresh);
            await raw.WaitForDataAsync(key, data => RawRedis.IndexOf(data, repairedEntry) >= 0);
            using ServiceProvider c = Hosts.Create(this.redis, TimeSpan.FromMinutes(1));
            Assert.Equal(fresh, await c.GetRequiredService<HybridCache>().GetOrCreateAsync<List<Order>>(key, _ => throw new InvalidOperationException("expected the repaired entry")));
        }

        [Fact]
        public async Task RedisStoppedAndRestarted_CacheKeepsServing_WithinTimeouts()
        {
            using ServiceProvider a = Hosts.Create(this.redis, TimeSpan.FromMinutes(1));
            HybridCache cache = a.GetRequiredService<HybridCache>();
            string cached = NewKey();
            await cache.GetOrCreateAsync(cached, _ => new ValueTask<Order>(Order.Make(7)));

            this.redis.Stop();
            try
            {
                var clock = Stopwatch.StartNew();
                Assert.Equal(Order.Make(7), await cache.GetOrCreateAsync<Order>(cached, _ => throw new InvalidOperationException("L1 should serve")));

                // A miss with L2 down: HybridCache runs the factory (L2 failures are logged, not thrown), bounded by the
                // client's 1 s timeouts. The bound tells a hang from slowness: generous, as a loaded machine stretches
                // every timeout.
                Order computed = await cache.GetOrCreateAsync(NewKey(), _ => new ValueTask<Order>(Order.Make(8))).AsTask().WaitAsync(TimeSpan.FromSeconds(60));
                Assert.Equal(Order.Make(8), computed);
                Assert.True(clock.Elapsed < TimeSpan.FromSeconds(60));
            }
            finally
            {
                this.redis.Start();
            }

            // Once the client reconnects, entries reach L2 again and another host reads them (bounded wait).
            using ServiceProvider b = Hosts.Create(this.redis, TimeSpan.FromMinutes(1));
            var deadline = Stopwatch.StartNew();
            while (true)
            {
                string key = NewKey();
                await cache.SetAsync(key, Order.Make(9));
                Order? seen = await b.GetRequiredService<HybridCache>().GetOrCreateAsync<Order?>(key, _ => new ValueTask<Order?>((Order?)null));
                if (seen is not null)
                {
                    Assert.Equal(Order.Make(9), seen);
                    break;
                }

                Assert.True(deadline.Elapsed < TimeSpan.FromSeconds(60), "the cache did not reach the restarted Redis within 60 s");
                await Task.Delay(200);
            }
        }

        internal static string NewKey() => "k-" + Guid.NewGuid().ToString("N");

        internal static byte[] Flip(byte[] bytes, int index)
        {
            byte[] copy = (byte[])bytes.Clone();
            copy[index] ^= 0x10;
            return copy;
        }

        internal static byte[] Garbage(int length)
        {
            var random = new Random(24);
            byte[] bytes = new byte[length];
            random.NextBytes(bytes);
            return bytes;
        }
    }
}
