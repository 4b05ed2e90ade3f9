using System;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.StackExchangeRedis;
using Microsoft.Extensions.Logging;
using Xunit;
using ZiggyCreatures.Caching.Fusion;

namespace BlockPack.Caching.Tests
{
    /// <summary>
    /// Issue 36 for FusionCache and the IDistributedCache extension methods, which serialize without asking first: with
    /// the default (contractless) options every shape round-trips through a second client over a real Redis; with the
    /// attribute-only resolver an attribute-free shape fails loudly (an exception to the caller, and an error in the
    /// log for FusionCache) rather than storing an entry no client can read.
    /// </summary>
    [Collection(RedisCollection.Name)]
    public sealed class FusionAndDistributedShapeTests
    {
        private readonly RedisServerFixture redis;

        public FusionAndDistributedShapeTests(RedisServerFixture redis)
        {
            this.redis = redis;
            redis.Start();
        }

        [Theory]
        [MemberData(nameof(CacheShapes.Names), MemberType = typeof(CacheShapes))]
        public async Task DefaultOptions_EveryShape_RoundTripsThroughASecondClient(string shape)
        {
            await CacheShapes.VisitAsync(shape, attributed: false, new RoundTrip(this));
            await CacheShapes.VisitAsync(shape, attributed: true, new RoundTrip(this));
        }

        [Theory]
        [MemberData(nameof(CacheShapes.Names), MemberType = typeof(CacheShapes))]
        public Task AttributedOnlyResolver_AttributeFreeShape_FailsLoudly(string shape)
            => CacheShapes.VisitAsync(shape, attributed: false, new LoudFailure(this));

        [Theory]
        [MemberData(nameof(CacheShapes.Names), MemberType = typeof(CacheShapes))]
        public Task AttributedOnlyResolver_AttributedShape_RoundTrips(string shape)
            => CacheShapes.VisitAsync(shape, attributed: true, new RoundTrip(this, new BlockPackCacheOptions { SerializerOptions = CacheShapes.AttributedOnly }));

        private RedisCache NewL2() => new(new RedisCacheOptions { Configuration = this.redis.Configuration, InstanceName = RawRedis.InstanceName });

        private static FusionCache NewFusion(RedisCache l2, BlockPackCacheOptions? options, ILogger? logger = null)
        {
            var cache = new FusionCache(new FusionCacheOptions
            {
                DefaultEntryOptions = new FusionCacheEntryOptions { Duration = TimeSpan.FromMinutes(1) },
            });
            cache.SetupDistributedCache(l2, new BlockPackFusionCacheSerializer(options, logger));
            return cache;
        }

        private sealed class RoundTrip : ICacheShapeVisitor
        {
            private readonly FusionAndDistributedShapeTests owner;
            private readonly BlockPackCacheOptions? options;

            public RoundTrip(FusionAndDistributedShapeTests owner, BlockPackCacheOptions? options = null)
            {
                this.owner = owner;
                this.options = options;
            }

            public async Task VisitAsync<T>(T value)
            {
                using RedisCache l2a = this.owner.NewL2(), l2b = this.owner.NewL2();
                using FusionCache a = NewFusion(l2a, this.options), b = NewFusion(l2b, this.options);
                string key = HybridCacheRedisTests.NewKey();
                await a.SetAsync(key, value);
                Assert.Equal(value, await b.GetOrSetAsync<T>(key, _ => throw new InvalidOperationException("instance B must read instance A's entry")));

                string distributedKey = HybridCacheRedisTests.NewKey();
                await l2a.SetBlockPackAsync(distributedKey, value, options: this.options);
                Assert.Equal(value, await l2b.GetBlockPackAsync<T>(distributedKey, this.options));
            }
        }

        private sealed class LoudFailure : ICacheShapeVisitor
        {
            private readonly FusionAndDistributedShapeTests owner;

            public LoudFailure(FusionAndDistributedShapeTests owner) => this.owner = owner;

            public async Task VisitAsync<T>(T value)
            {
                var options = new BlockPackCacheOptions { SerializerOptions = CacheShapes.AttributedOnly };
                var log = new CapturedLog();
                using RedisCache l2a = this.owner.NewL2();
                using FusionCache a = NewFusion(l2a, options, log.CreateLogger(CacheLog.Category));

                var fusionError = await Assert.ThrowsAsync<FusionCacheSerializationException>(async () => await a.SetAsync(HybridCacheRedisTests.NewKey(), value));
                Assert.IsType<MessagePackSerializationException>(fusionError.InnerException);
                Assert.True(log.Has(CacheLog.Category, LogLevel.Error, typeof(T).ToString()), string.Join("\n", log.Entries));

                var distributedError = await Assert.ThrowsAsync<MessagePackSerializationException>(() => l2a.SetBlockPackAsync(HybridCacheRedisTests.NewKey(), value, options: options));
                Assert.Contains(nameof(PlainOrder), distributedError.ToString(), StringComparison.Ordinal);
            }
        }
    }
}
