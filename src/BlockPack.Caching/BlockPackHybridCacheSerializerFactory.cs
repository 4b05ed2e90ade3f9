using System;
using System.Diagnostics.CodeAnalysis;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Logging.Abstractions;

namespace BlockPack.Caching
{
    /// <summary>
    /// Gives HybridCache a <see cref="BlockPackHybridCacheSerializer{T}"/> for every type the configured resolver can
    /// serialize whole (<see cref="MessagePackSerializerOptions.CanSerialize{T}()"/>: the type, its collections'
    /// elements and its members); any other type is declined, with a warning in the log, so HybridCache uses its
    /// next serializer instead of storing an entry that can never be read.
    /// </summary>
    public sealed class BlockPackHybridCacheSerializerFactory : IHybridCacheSerializerFactory
    {
        private readonly BlockPackCacheOptions options;
        private readonly ILogger logger;

        /// <summary>Initializes a new instance of the <see cref="BlockPackHybridCacheSerializerFactory"/> class.</summary>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        public BlockPackHybridCacheSerializerFactory(BlockPackCacheOptions? options = null)
            : this(options, null)
        {
        }

        /// <summary>Initializes a new instance of the <see cref="BlockPackHybridCacheSerializerFactory"/> class that logs.</summary>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        /// <param name="logger">Where declined types and serialization failures are reported, or <see langword="null"/> for nowhere.</param>
        public BlockPackHybridCacheSerializerFactory(BlockPackCacheOptions? options, ILogger? logger)
        {
            this.options = options ?? new BlockPackCacheOptions();
            this.logger = logger ?? NullLogger.Instance;
        }

        /// <summary>Creates a serializer for <typeparamref name="T"/> if BlockPack's resolver can serialize all of it.</summary>
        /// <typeparam name="T">The cached type.</typeparam>
        /// <param name="serializer">The serializer, when the result is <see langword="true"/>.</param>
        /// <returns>Whether BlockPack handles <typeparamref name="T"/>.</returns>
        public bool TryCreateSerializer<T>([NotNullWhen(true)] out IHybridCacheSerializer<T>? serializer)
        {
            if (!CacheTypeCheck.CanSerialize<T>(this.options.SerializerOptions, this.logger))
            {
                serializer = null;
                return false;
            }

            serializer = new BlockPackHybridCacheSerializer<T>(this.options, this.logger);
            return true;
        }
    }
}
