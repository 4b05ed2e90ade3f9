using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.Distributed;

namespace BlockPack.Caching
{
    /// <summary>
    /// Typed <see cref="IDistributedCache"/> access through BlockPack, for code without HybridCache.
    /// </summary>
    /// <remarks>
    /// The names carry "BlockPack" on purpose. Generic overloads named <c>GetAsync</c>/<c>SetAsync</c> would compete
    /// with <see cref="IDistributedCache.GetAsync"/> and the framework's <see cref="DistributedCacheExtensions"/>: a
    /// call such as <c>cache.SetAsync(key, bytes)</c> would silently bind to one or the other depending on which
    /// namespace is closer to the calling code, storing raw bytes in one case and a MessagePack bin in the other.
    /// </remarks>
    public static class BlockPackDistributedCacheExtensions
    {
        /// <summary>Reads a value, or returns <see langword="default"/> when the key is absent.</summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="cache">The cache.</param>
        /// <param name="key">The key.</param>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        /// <param name="cancellationToken">Cancels the cache read.</param>
        /// <returns>The value, or <see langword="default"/> for a missing key.</returns>
        /// <exception cref="MessagePackSerializationException">The entry is damaged or does not hold a <typeparamref name="T"/>.</exception>
        public static async Task<T?> GetBlockPackAsync<T>(this IDistributedCache cache, string key, BlockPackCacheOptions? options = null, CancellationToken cancellationToken = default)
        {
            Check(cache, key);
            byte[]? bytes = await cache.GetAsync(key, cancellationToken).ConfigureAwait(false);
            return bytes is null ? default : Codec(options).Deserialize<T>(bytes);
        }

        /// <summary>Writes a value.</summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="cache">The cache.</param>
        /// <param name="key">The key.</param>
        /// <param name="value">The value.</param>
        /// <param name="entryOptions">Expiration of the entry, or <see langword="null"/> for the cache's default.</param>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        /// <param name="cancellationToken">Cancels the cache write.</param>
        /// <returns>The write.</returns>
        public static Task SetBlockPackAsync<T>(this IDistributedCache cache, string key, T value, DistributedCacheEntryOptions? entryOptions = null, BlockPackCacheOptions? options = null, CancellationToken cancellationToken = default)
        {
            Check(cache, key);
            byte[] bytes = Codec(options).Serialize(value);
            return cache.SetAsync(key, bytes, entryOptions ?? new DistributedCacheEntryOptions(), cancellationToken);
        }

        /// <summary>
        /// Reads a value, or computes it with <paramref name="factory"/>, stores it and returns it when the key is absent
        /// or its entry is damaged (a damaged entry is never returned as a value; it is replaced).
        /// </summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="cache">The cache.</param>
        /// <param name="key">The key.</param>
        /// <param name="factory">Computes the value on a miss.</param>
        /// <param name="entryOptions">Expiration of a new entry, or <see langword="null"/> for the cache's default.</param>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        /// <param name="cancellationToken">Cancels the cache calls and is passed to <paramref name="factory"/>.</param>
        /// <returns>The cached or computed value.</returns>
        /// <remarks>Unlike HybridCache, concurrent misses on one key each run the factory: there is no stampede protection.</remarks>
        public static async Task<T> GetOrCreateBlockPackAsync<T>(this IDistributedCache cache, string key, Func<CancellationToken, ValueTask<T>> factory, DistributedCacheEntryOptions? entryOptions = null, BlockPackCacheOptions? options = null, CancellationToken cancellationToken = default)
        {
            Check(cache, key);
            ArgumentNullException.ThrowIfNull(factory);

            CacheEntryCodec codec = Codec(options);
            byte[]? bytes = await cache.GetAsync(key, cancellationToken).ConfigureAwait(false);
            if (bytes is not null)
            {
                try
                {
                    return codec.Deserialize<T>(bytes);
                }
                catch (MessagePackSerializationException)
                {
                    // Damaged or foreign entry: fall through and replace it, as HybridCache does.
                }
            }

            T value = await factory(cancellationToken).ConfigureAwait(false);
            await cache.SetAsync(key, codec.Serialize(value), entryOptions ?? new DistributedCacheEntryOptions(), cancellationToken).ConfigureAwait(false);
            return value;
        }

        private static CacheEntryCodec Codec(BlockPackCacheOptions? options) => (options ?? DefaultOptions.Instance).Codec;

        private static void Check(IDistributedCache cache, string key)
        {
            ArgumentNullException.ThrowIfNull(cache);

            ArgumentNullException.ThrowIfNull(key);
        }

        /// <summary>The shared default settings, built on first use.</summary>
        private static class DefaultOptions
        {
            internal static readonly BlockPackCacheOptions Instance = new();
        }
    }
}
