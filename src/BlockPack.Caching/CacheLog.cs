using System;
using Microsoft.Extensions.Logging;

namespace BlockPack.Caching
{
    /// <summary>BlockPack.Caching's log messages, under the category <c>BlockPack.Caching</c>.</summary>
    internal static partial class CacheLog
    {
        /// <summary>The category every BlockPack.Caching message is logged under.</summary>
        internal const string Category = "BlockPack.Caching";

        /// <summary>
        /// A type was left to the cache's next serializer. Logged as a warning because a user who registered BlockPack
        /// expects it to store their values; the reason names the part of the type that has no formatter.
        /// </summary>
        [LoggerMessage(EventId = 1, EventName = "TypeDeclined", Level = LogLevel.Warning, Message = "BlockPack does not serialize {Type} for the cache (the cache uses its next serializer): {Reason}")]
        internal static partial void TypeDeclined(ILogger logger, Type type, string reason);

        /// <summary>A value could not be written into a cache entry; the exception is rethrown to the cache.</summary>
        [LoggerMessage(EventId = 2, EventName = "SerializeFailed", Level = LogLevel.Error, Message = "BlockPack failed to serialize a {Type} value for the cache; the entry is not stored")]
        internal static partial void SerializeFailed(ILogger logger, Type type, Exception exception);
    }
}
