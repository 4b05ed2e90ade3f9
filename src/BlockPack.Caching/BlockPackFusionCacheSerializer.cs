using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Logging.Abstractions;
using ZiggyCreatures.Caching.Fusion.Serialization;

namespace BlockPack.Caching
{
    /// <summary>
    /// A FusionCache serializer (for its distributed level and backplane payloads) that writes with BlockPack.
    /// </summary>
    /// <remarks>
    /// A damaged entry makes deserialization throw <see cref="MessagePackSerializationException"/>, which FusionCache
    /// reports as a distributed-cache deserialization error and treats as a miss. A value BlockPack cannot serialize (a
    /// type with no formatter for some part of it, see <see cref="MessagePackSerializerOptions.CanSerialize{T}()"/>)
    /// makes serialization throw <see cref="MessagePackSerializationException"/>, logged as an error under the category
    /// <c>BlockPack.Caching</c> when a logger is given, so the distributed level is never silently skipped. Thread-safe.
    /// </remarks>
    public sealed class BlockPackFusionCacheSerializer : IFusionCacheSerializer
    {
        private readonly CacheEntryCodec codec;
        private readonly ILogger logger;

        /// <summary>Initializes a new instance of the <see cref="BlockPackFusionCacheSerializer"/> class.</summary>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        public BlockPackFusionCacheSerializer(BlockPackCacheOptions? options = null)
            : this(options, null)
        {
        }

        /// <summary>Initializes a new instance of the <see cref="BlockPackFusionCacheSerializer"/> class that logs failures.</summary>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        /// <param name="logger">Where a failure to serialize is reported, or <see langword="null"/> for nowhere.</param>
        public BlockPackFusionCacheSerializer(BlockPackCacheOptions? options, ILogger? logger)
        {
            this.codec = (options ?? new BlockPackCacheOptions()).Codec;
            this.logger = logger ?? NullLogger.Instance;
        }

        /// <summary>Writes a value to a new array.</summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="obj">The value.</param>
        /// <returns>The entry's bytes.</returns>
        /// <exception cref="MessagePackSerializationException">The value cannot be serialized; the failure is logged as an error first.</exception>
        public byte[] Serialize<T>(T? obj)
        {
            try
            {
                return this.codec.Serialize(obj);
            }
            catch (Exception ex)
            {
                CacheLog.SerializeFailed(this.logger, typeof(T), ex);
                throw;
            }
        }

        /// <summary>Reads a value from an entry.</summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="data">The entry's bytes.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The entry is damaged or does not hold a <typeparamref name="T"/>.</exception>
        public T? Deserialize<T>(byte[] data) => this.codec.Deserialize<T>(data);

        /// <summary>Writes a value to a new array; the work is synchronous (no I/O is involved).</summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="obj">The value.</param>
        /// <param name="token">Not observed: serialization is CPU work on the calling thread.</param>
        /// <returns>The entry's bytes.</returns>
        public ValueTask<byte[]> SerializeAsync<T>(T? obj, CancellationToken token = default) => new(this.Serialize(obj));

        /// <summary>Reads a value from an entry; the work is synchronous (no I/O is involved).</summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="data">The entry's bytes.</param>
        /// <param name="token">Not observed: deserialization is CPU work on the calling thread.</param>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The entry is damaged or does not hold a <typeparamref name="T"/>.</exception>
        public ValueTask<T?> DeserializeAsync<T>(byte[] data, CancellationToken token = default) => new(this.Deserialize<T>(data));
    }
}
