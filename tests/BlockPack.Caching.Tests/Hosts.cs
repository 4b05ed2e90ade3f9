using System;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace BlockPack.Caching.Tests
{
    /// <summary>An independent service "host": its own HybridCache and L1, Redis as L2.</summary>
    public static class Hosts
    {
        public static ServiceProvider Create(RedisServerFixture redis, TimeSpan localExpiration, Action<BlockPackCacheOptions>? configure = null, ILoggerFactory? logging = null)
        {
            var services = new ServiceCollection();
            if (logging is not null)
            {
                services.AddSingleton(logging);
                services.AddSingleton(typeof(ILogger<>), typeof(Logger<>));
            }

            services.AddStackExchangeRedisCache(o =>
            {
                o.Configuration = redis.Configuration;
                o.InstanceName = RawRedis.InstanceName;
            });
            services.AddHybridCache(o => o.DefaultEntryOptions = new HybridCacheEntryOptions
            {
                Expiration = TimeSpan.FromMinutes(5),
                LocalCacheExpiration = localExpiration,
            }).AddBlockPackSerializer(configure);
            return services.BuildServiceProvider();
        }
    }
}
