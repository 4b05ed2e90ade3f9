using System;
using System.Diagnostics.CodeAnalysis;

namespace BlockPack.Nats
{
    /// <summary>The one place BlockPack.Nats builds its exceptions, so that messages stay consistent.</summary>
    internal static class ThrowHelper
    {
        [DoesNotReturn]
        internal static void ThrowTruncatedPayload<T>(long length, Exception inner)
            => throw new MessagePackSerializationException($"Failed to deserialize {typeof(T).FullName} value: the NATS message payload ({length} bytes) ends inside its MessagePack value; it is truncated or not a BlockPack payload.", inner);

        [DoesNotReturn]
        internal static void ThrowMalformedPayload<T>(Exception inner)
            => throw new MessagePackSerializationException($"Failed to deserialize {typeof(T).FullName} value: the NATS message payload is not well-formed MessagePack: {inner.Message}", inner);

        [DoesNotReturn]
        internal static void ThrowTrailingBytes<T>(long consumed, long length)
            => throw new MessagePackSerializationException($"Failed to deserialize {typeof(T).FullName} value: the NATS message payload holds {length - consumed} bytes after its MessagePack value ({length} in all); it is damaged or not a BlockPack payload.");
    }
}
