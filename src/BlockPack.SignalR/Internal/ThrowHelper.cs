using System;
using System.Diagnostics.CodeAnalysis;
using System.IO;

namespace BlockPack.SignalR.Internal
{
    /// <summary>
    /// The one place BlockPack.SignalR builds its exceptions. The types are the ones SignalR's own MessagePack protocol
    /// throws in the same places (FormatException for the framing, InvalidDataException for the message), so that
    /// the hub's connection handling treats both protocols alike.
    /// </summary>
    internal static class ThrowHelper
    {
        [DoesNotReturn]
        internal static void ThrowPrefixTooLarge()
            => throw new FormatException("The SignalR frame's length prefix declares 2 GB or more (or runs past five bytes); messages over 2 GB are not supported.");

        [DoesNotReturn]
        internal static void ThrowMessageTooLarge(int declared, int maximum)
            => throw new InvalidDataException($"The SignalR frame declares a {declared}-byte message, more than BlockPackHubProtocolOptions.MaximumMessageSize ({maximum} bytes).");

        [DoesNotReturn]
        internal static void ThrowField(string field, string expected, Exception inner)
            => throw new InvalidDataException($"Reading '{field}' as {expected} failed.", inner);

        [DoesNotReturn]
        internal static void ThrowNullOrEmpty(string what)
            => throw new InvalidDataException($"Null or empty {what}.");

        [DoesNotReturn]
        internal static void ThrowArgumentCount(long sent, int expected)
            => throw new InvalidDataException($"Invocation provides {sent} argument(s) but target expects {expected}.");

        [DoesNotReturn]
        internal static void ThrowArgumentBinding(int position, Exception inner)
            => throw new InvalidDataException($"Error binding argument {position}. Make sure that the types of the provided values match the types of the hub method being invoked.", inner);

        [DoesNotReturn]
        internal static void ThrowDeserialize(Type type, string field, Exception inner)
            => throw new InvalidDataException($"Deserializing object of the `{type.Name}` type for '{field}' failed.", inner);

        [DoesNotReturn]
        internal static void ThrowResultKind(int kind)
            => throw new InvalidDataException($"Invalid invocation result kind {kind}: expected 1 (error), 2 (void) or 3 (result).");

        [DoesNotReturn]
        internal static void ThrowUnexpectedMessage(Type type)
            => throw new InvalidDataException($"Unexpected message type: {type.Name}.");

        [DoesNotReturn]
        internal static void ThrowMessageTooLargeToWrite(long length)
            => throw new InvalidDataException($"The SignalR message is {length} bytes; the binary framing carries at most {int.MaxValue}.");
    }
}
