using System;
using BlockPack.Caching;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.Logging;

namespace Microsoft.Extensions.DependencyInjection
{
    /// <summary>Registers BlockPack as HybridCache's serializer.</summary>
    public static class BlockPackHybridCacheBuilderExtensions
    {
        /// <summary>
        /// Makes HybridCache serialize every type BlockPack can serialize with BlockPack (LZ4 block arrays with block
        /// checksums, untrusted-data limits and the contractless resolver unless <paramref name="configure"/> changes them).
        /// A type BlockPack cannot serialize whole is declined, so HybridCache uses its next serializer; the refusal and
        /// any failure to serialize are logged through the host's <see cref="ILoggerFactory"/> under the category
        /// <c>BlockPack.Caching</c>.
        /// </summary>
        /// <param name="builder">The HybridCache builder from <c>AddHybridCache()</c>.</param>
        /// <param name="configure">Changes the settings, or <see langword="null"/> for the defaults.</param>
        /// <returns><paramref name="builder"/>, for chaining.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="builder"/> is <see langword="null"/>.</exception>
        public static IHybridCacheBuilder AddBlockPackSerializer(this IHybridCacheBuilder builder, Action<BlockPackCacheOptions>? configure = null)
        {
            ArgumentNullException.ThrowIfNull(builder);

            var options = new BlockPackCacheOptions();
            configure?.Invoke(options);

            // Registered as AddSerializerFactory(instance) registers (a singleton IHybridCacheSerializerFactory, so
            // HybridCache's order of factories is unchanged), but built from the container to reach its logger.
            builder.Services.AddSingleton<IHybridCacheSerializerFactory>(services => new BlockPackHybridCacheSerializerFactory(
                options,
                services.GetService<ILoggerFactory>()?.CreateLogger(CacheLog.Category)));
            return builder;
        }
    }
}
