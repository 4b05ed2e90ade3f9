using System;
using System.Diagnostics.CodeAnalysis;
using BlockPack;

namespace BlockPack.Caching
{
    /// <summary>The one place BlockPack.Caching builds its exceptions, so that messages stay consistent.</summary>
    internal static class ThrowHelper
    {
        [DoesNotReturn]
        internal static void ThrowTruncatedEntry<T>(long length, Exception inner)
            => throw new MessagePackSerializationException($"Failed to deserialize {typeof(T).FullName} value: the cache entry ({length} bytes) ends inside its MessagePack value; it is truncated or not a BlockPack entry.", inner);

        [DoesNotReturn]
        internal static void ThrowMalformedEntry<T>(Exception inner)
            => throw new MessagePackSerializationException($"Failed to deserialize {typeof(T).FullName} value: the cache entry is not well-formed MessagePack: {inner.Message}", inner);

        [DoesNotReturn]
        internal static void ThrowTrailingBytes<T>(long consumed, long length)
            => throw new MessagePackSerializationException($"Failed to deserialize {typeof(T).FullName} value: the cache entry holds {length - consumed} bytes after its value ({length} in all); it is damaged or not a BlockPack entry.");
    }
}
