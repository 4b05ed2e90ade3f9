using Microsoft.Extensions.Logging;

namespace BlockPack.Caching
{
    /// <summary>Asks the serializer options whether a cached type can be serialized whole, and logs a refusal.</summary>
    internal static class CacheTypeCheck
    {
        /// <summary>Checks <typeparamref name="T"/>; a refusal is logged with the part of the type that has no formatter.</summary>
        /// <typeparam name="T">The cached type.</typeparam>
        /// <param name="options">The serializer options entries are written with.</param>
        /// <param name="logger">Where a refusal is reported.</param>
        /// <returns>Whether BlockPack can serialize <typeparamref name="T"/>.</returns>
        internal static bool CanSerialize<T>(MessagePackSerializerOptions options, ILogger logger)
        {
            if (options.CanSerialize<T>(out string? reason))
            {
                return true;
            }

            CacheLog.TypeDeclined(logger, typeof(T), reason);
            return false;
        }
    }
}
