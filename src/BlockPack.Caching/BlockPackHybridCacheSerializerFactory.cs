using System;
using System.Diagnostics.CodeAnalysis;
using Microsoft.Extensions.Caching.Hybrid;

namespace BlockPack.Caching
{
    /// <summary>
    /// Gives HybridCache a <see cref="BlockPackHybridCacheSerializer{T}"/> for every type the configured resolver has a
    /// formatter for; types it cannot serialize are left to HybridCache's other serializers.
    /// </summary>
    public sealed class BlockPackHybridCacheSerializerFactory : IHybridCacheSerializerFactory
    {
        private readonly BlockPackCacheOptions options;

        /// <summary>Initializes a new instance of the <see cref="BlockPackHybridCacheSerializerFactory"/> class.</summary>
        /// <param name="options">The settings, or <see langword="null"/> for the defaults.</param>
        public BlockPackHybridCacheSerializerFactory(BlockPackCacheOptions? options = null)
        {
            this.options = options ?? new BlockPackCacheOptions();
        }

        /// <summary>Creates a serializer for <typeparamref name="T"/> if BlockPack's resolver can serialize it.</summary>
        /// <typeparam name="T">The cached type.</typeparam>
        /// <param name="serializer">The serializer, when the result is <see langword="true"/>.</param>
        /// <returns>Whether BlockPack handles <typeparamref name="T"/>.</returns>
        public bool TryCreateSerializer<T>([NotNullWhen(true)] out IHybridCacheSerializer<T>? serializer)
        {
            IFormatterResolver resolver = this.options.SerializerOptions.Resolver;
            bool supported;
            try
            {
                supported = resolver.GetFormatter<T>() is not null;
            }
            catch (Exception ex) when (ex is FormatterNotRegisteredException or MessagePackSerializationException or TypeInitializationException)
            {
                // A resolver reports a type it cannot handle by throwing; HybridCache should then ask its next factory.
                supported = false;
            }

            serializer = supported ? new BlockPackHybridCacheSerializer<T>(this.options) : null;
            return supported;
        }
    }
}
