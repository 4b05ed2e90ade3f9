using System;
using System.Text;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;
using Xunit;

namespace BlockPack.Caching.Tests
{
    /// <summary>
    /// Issue 36: for every cached shape HybridCache either round-trips the value through a second host with BlockPack,
    /// or BlockPack declines the type (logged) and HybridCache's next serializer carries it; never an entry no host
    /// can read.
    /// </summary>
    [Collection(RedisCollection.Name)]
    public sealed class HybridCacheShapeTests
    {
        private readonly RedisServerFixture redis;

        public HybridCacheShapeTests(RedisServerFixture redis)
        {
            this.redis = redis;
            redis.Start();
        }

        [Theory]
        [MemberData(nameof(CacheShapes.Names), MemberType = typeof(CacheShapes))]
        public Task DefaultOptions_AttributeFreeShape_RoundTripsAsBlockPack(string shape)
            => CacheShapes.VisitAsync(shape, attributed: false, new RoundTrip(this.redis, configure: null, expectBlockPack: true));

        [Theory]
        [MemberData(nameof(CacheShapes.Names), MemberType = typeof(CacheShapes))]
        public Task DefaultOptions_AttributedShape_RoundTripsAsBlockPack(string shape)
            => CacheShapes.VisitAsync(shape, attributed: true, new RoundTrip(this.redis, configure: null, expectBlockPack: true));

        [Theory]
        [MemberData(nameof(CacheShapes.Names), MemberType = typeof(CacheShapes))]
        public Task AttributedOnlyResolver_AttributeFreeShape_IsDeclined_AndTheNextSerializerCarriesIt(string shape)
            => CacheShapes.VisitAsync(shape, attributed: false, new RoundTrip(this.redis, o => o.SerializerOptions = CacheShapes.AttributedOnly, expectBlockPack: false));

        [Theory]
        [MemberData(nameof(CacheShapes.Names), MemberType = typeof(CacheShapes))]
        public Task AttributedOnlyResolver_AttributedShape_RoundTripsAsBlockPack(string shape)
            => CacheShapes.VisitAsync(shape, attributed: true, new RoundTrip(this.redis, o => o.SerializerOptions = CacheShapes.AttributedOnly, expectBlockPack: true));

        [Fact]
        public async Task SerializeFailure_IsLoggedAsAnError_NotSilent()
        {
            // An object member holding a type the attribute-only resolver cannot write: the shape check cannot see
            // the runtime type, so the failure happens while serializing. HybridCache 10.11 passes it to the caller;
            // BlockPack also logs it, for hosts (and HybridCache versions) where the caller's exception goes unseen.
            var log = new CapturedLog();
            using ServiceProvider a = CreateHost(this.redis, o => o.SerializerOptions = CacheShapes.AttributedOnly, log);
            var value = new Envelope { Payload = PlainOrder.Make(9) };
            var error = await Assert.ThrowsAsync<MessagePackSerializationException>(async () =>
                await a.GetRequiredService<HybridCache>().GetOrCreateAsync(HybridCacheRedisTests.NewKey(), _ => new ValueTask<Envelope>(value)));

            Assert.Contains(nameof(PlainOrder), error.Message, StringComparison.Ordinal);
            Assert.True(log.Has(CacheLog.Category, LogLevel.Error, typeof(Envelope).ToString()), string.Join("\n", log.Entries));
        }

        [Fact]
        public void Factory_DeclinesEachUnserializablePart_WithItsReason()
        {
            var log = new CapturedLog();
            var factory = new BlockPackHybridCacheSerializerFactory(new BlockPackCacheOptions { SerializerOptions = CacheShapes.AttributedOnly }, log.CreateLogger(CacheLog.Category));

            Assert.False(factory.TryCreateSerializer<System.Collections.Generic.List<PlainOrder>>(out _));
            Assert.False(factory.TryCreateSerializer<(int, PlainOrder)>(out _));
            Assert.False(factory.TryCreateSerializer<PlainOrder?[]>(out _));
            Assert.True(factory.TryCreateSerializer<System.Collections.Generic.List<Order>>(out _));
            Assert.True(log.Has(CacheLog.Category, LogLevel.Warning, typeof(PlainOrder).ToString()));
        }

        internal static ServiceProvider CreateHost(RedisServerFixture redis, Action<BlockPackCacheOptions>? configure, CapturedLog log)
        {
            var services = new ServiceCollection();
            services.AddSingleton<ILoggerFactory>(log);
            services.AddSingleton(typeof(ILogger<>), typeof(Logger<>));
            services.AddStackExchangeRedisCache(o =>
            {
                o.Configuration = redis.Configuration;
                o.InstanceName = RawRedis.InstanceName;
            });
            services.AddHybridCache(o => o.DefaultEntryOptions = new HybridCacheEntryOptions
            {
                Expiration = TimeSpan.FromMinutes(5),
                LocalCacheExpiration = TimeSpan.FromMinutes(5),
            }).AddBlockPackSerializer(configure);
            return services.BuildServiceProvider();
        }

        [MessagePackObject]
        public sealed class Envelope
        {
            [Key(0)]
            public object? Payload { get; set; }
        }

        private sealed class RoundTrip : ICacheShapeVisitor
        {
            private readonly RedisServerFixture redis;
            private readonly Action<BlockPackCacheOptions>? configure;
            private readonly bool expectBlockPack;

            public RoundTrip(RedisServerFixture redis, Action<BlockPackCacheOptions>? configure, bool expectBlockPack)
            {
                this.redis = redis;
                this.configure = configure;
                this.expectBlockPack = expectBlockPack;
            }

            public async Task VisitAsync<T>(T value)
            {
                var logA = new CapturedLog();
                using ServiceProvider a = CreateHost(this.redis, this.configure, logA);
                using ServiceProvider b = CreateHost(this.redis, this.configure, new CapturedLog());
                using var raw = new RawRedis(this.redis);
                string key = HybridCacheRedisTests.NewKey();

                await a.GetRequiredService<HybridCache>().GetOrCreateAsync(key, _ => new ValueTask<T>(value));
                await raw.WaitForDataAsync(key);
                T read = await b.GetRequiredService<HybridCache>().GetOrCreateAsync<T>(key, _ => throw new InvalidOperationException("host B must read host A's entry"));
                Assert.Equal(value, read);

                byte[] stored = raw.ReadData(key)!;
                var options = new BlockPackCacheOptions();
                this.configure?.Invoke(options);
                bool declined = !options.SerializerOptions.CanSerialize<T>();
                Assert.Equal(!this.expectBlockPack, declined);
                Assert.Empty(Array.FindAll(logA.Entries, e => e.Level >= LogLevel.Error));
                if (this.expectBlockPack)
                {
                    // L2 holds exactly BlockPack's entry inside HybridCache's envelope.
                    Assert.True(RawRedis.IndexOf(stored, new BlockPackFusionCacheSerializer(options).Serialize(value)) >= 0);
                }
                else
                {
                    // The next serializer (HybridCache's System.Text.Json default) wrote it, and the refusal was logged.
                    Assert.True(RawRedis.IndexOf(stored, Encoding.UTF8.GetBytes("\"Customer\":\"plain-customer-")) >= 0);
                    Assert.True(logA.Has(CacheLog.Category, LogLevel.Warning, typeof(PlainOrder).ToString()), string.Join("\n", logA.Entries));
                }
            }
        }
    }
}
