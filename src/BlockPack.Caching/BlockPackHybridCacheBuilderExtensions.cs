using System;
using BlockPack.Caching;
using Microsoft.Extensions.Caching.Hybrid;

namespace Microsoft.Extensions.DependencyInjection
{
    /// <summary>Registers BlockPack as HybridCache's serializer.</summary>
    public static class BlockPackHybridCacheBuilderExtensions
    {
        /// <summary>
        /// Makes HybridCache serialize every type BlockPack can serialize with BlockPack (LZ4 block arrays with block
        /// checksums and untrusted-data limits unless <paramref name="configure"/> changes them).
        /// </summary>
        /// <param name="builder">The HybridCache builder from <c>AddHybridCache()</c>.</param>
        /// <param name="configure">Changes the settings, or <see langword="null"/> for the defaults.</param>
        /// <returns><paramref name="builder"/>, for chaining.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="builder"/> is <see langword="null"/>.</exception>
        public static IHybridCacheBuilder AddBlockPackSerializer(this IHybridCacheBuilder builder, Action<BlockPackCacheOptions>? configure = null)
        {
            if (builder is null)
            {
                throw new ArgumentNullException(nameof(builder));
            }

            var options = new BlockPackCacheOptions();
            configure?.Invoke(options);
            return builder.AddSerializerFactory(new BlockPackHybridCacheSerializerFactory(options));
        }
    }
}
