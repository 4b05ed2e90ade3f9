using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.Hybrid;

namespace BlockPack.Caching
{
    /// <summary>HybridCache reads that replace a damaged entry instead of failing on it.</summary>
    /// <remarks>
    /// HybridCache (10.x) deserializes a reference-type entry read from L2 only when a caller asks for the value, and
    /// passes a serializer's exception to that caller after logging it (the "DeserializationFailure" event): a damaged
    /// entry surfaces as <see cref="MessagePackSerializationException"/> from <c>GetOrCreateAsync</c>, never as a
    /// different value, but HybridCache does not run the factory for it. <see cref="GetOrCreateOrRepairAsync{T}"/> does.
    /// </remarks>
    public static class BlockPackHybridCacheExtensions
    {
        /// <summary>
        /// Like <see cref="HybridCache.GetOrCreateAsync{T}(string, Func{CancellationToken, ValueTask{T}}, HybridCacheEntryOptions?, IEnumerable{string}?, CancellationToken)"/>,
        /// but an entry BlockPack refuses as damaged is removed (from L1 and L2) and the value computed again, once.
        /// </summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="cache">The cache.</param>
        /// <param name="key">The key.</param>
        /// <param name="factory">Computes the value on a miss.</param>
        /// <param name="options">The entry's options, or <see langword="null"/> for the cache's default.</param>
        /// <param name="tags">The entry's tags, or <see langword="null"/>.</param>
        /// <param name="cancellationToken">Cancels the operation.</param>
        /// <returns>The cached or computed value.</returns>
        /// <exception cref="MessagePackSerializationException">The entry was still refused after it was replaced.</exception>
        public static async ValueTask<T> GetOrCreateOrRepairAsync<T>(this HybridCache cache, string key, Func<CancellationToken, ValueTask<T>> factory, HybridCacheEntryOptions? options = null, IEnumerable<string>? tags = null, CancellationToken cancellationToken = default)
        {
            ArgumentNullException.ThrowIfNull(cache);

            try
            {
                return await cache.GetOrCreateAsync(key, factory, options, tags, cancellationToken).ConfigureAwait(false);
            }
            catch (MessagePackSerializationException)
            {
                // The damaged bytes may sit in this host's L1 as well as in L2; RemoveAsync clears both.
                await cache.RemoveAsync(key, cancellationToken).ConfigureAwait(false);
                return await cache.GetOrCreateAsync(key, factory, options, tags, cancellationToken).ConfigureAwait(false);
            }
        }
    }
}
