using System;
using System.Buffers;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Logging.Abstractions;

namespace BlockPack.Caching
{
    /// <summary>
    /// A HybridCache serializer that writes <typeparamref name="T"/> with BlockPack straight into the cache's buffer and
    /// reads it back from the cache's (possibly multi-segment) sequence without joining it into one array.
    /// </summary>
    /// <typeparam name="T">The cached type.</typeparam>
    /// <remarks>
    /// A damaged entry (truncated, overwritten, a flipped bit in a checksummed block) makes
    /// <see cref="Deserialize"/> throw <see cref="MessagePackSerializationException"/>; HybridCache treats a failed
    /// deserialization as a miss and runs the factory. Thread-safe.
    /// </remarks>
    public sealed class BlockPackHybridCacheSerializer<T> : IHybridCacheSerializer<T>
    {
        private readonly CacheEntryCodec codec;
        private readonly ILogger logger;

        /// <summary>Initializes a new instance of the <see cref="BlockPackHybridCacheSerializer{T}"/> class.</summary>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        public BlockPackHybridCacheSerializer(BlockPackCacheOptions? options = null)
            : this(options, null)
        {
        }

        /// <summary>Initializes a new instance of the <see cref="BlockPackHybridCacheSerializer{T}"/> class that logs failures.</summary>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        /// <param name="logger">Where a failure to serialize is reported (HybridCache itself does not surface it), or <see langword="null"/> for nowhere.</param>
        public BlockPackHybridCacheSerializer(BlockPackCacheOptions? options, ILogger? logger)
        {
            this.codec = (options ?? new BlockPackCacheOptions()).Codec;
            this.logger = logger ?? NullLogger.Instance;
        }

        /// <summary>Reads a value from a cache entry.</summary>
        /// <param name="source">The entry's bytes.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The entry is damaged or does not hold a <typeparamref name="T"/>.</exception>
        public T Deserialize(ReadOnlySequence<byte> source) => this.codec.Deserialize<T>(source);

        /// <summary>Writes a value into the cache's buffer.</summary>
        /// <param name="value">The value.</param>
        /// <param name="target">The cache's buffer.</param>
        /// <exception cref="MessagePackSerializationException">The value cannot be serialized; the failure is logged as an error first.</exception>
        public void Serialize(T value, IBufferWriter<byte> target)
        {
            try
            {
                this.codec.Serialize(value, target);
            }
            catch (Exception ex)
            {
                // HybridCache swallows a serializer's exception and stores nothing; without this line the only symptom
                // would be a cache that never hits.
                CacheLog.SerializeFailed(this.logger, typeof(T), ex);
                throw;
            }
        }
    }
}
