using System;
using System.Buffers;
using NATS.Client.Core;

namespace BlockPack.Nats
{
    /// <summary>
    /// Whether <typeparamref name="T"/> is one of the types the NATS client's default registry writes itself: the byte
    /// buffers it sends as they are, and the string and primitives it sends as UTF-8 text. BlockPack's registry hands
    /// those to the client's default serializer, so raw and text payloads keep the form every NATS client and tool
    /// expects; every other type is written with BlockPack.
    /// </summary>
    /// <typeparam name="T">The payload type.</typeparam>
    /// <remarks>
    /// Decided once per type from <see langword="typeof"/> comparisons (no reflection), so it costs nothing per message
    /// and is safe under trimming and NativeAOT. The list mirrors NATS.Client.Core 3.3.2's <c>NatsRawSerializer</c> and
    /// <c>NatsUtf8PrimitivesSerializer</c>; a test checks it against that client.
    /// </remarks>
    internal static class NatsBuiltInType<T>
    {
        /// <summary>Gets a value indicating whether the NATS client's default serializer handles <typeparamref name="T"/>.</summary>
        internal static readonly bool Value = IsRawBuffer() || IsUtf8Text();

        private static bool IsRawBuffer()
            => typeof(T) == typeof(byte[])
            || typeof(T) == typeof(Memory<byte>)
            || typeof(T) == typeof(ReadOnlyMemory<byte>)
            || typeof(T) == typeof(ReadOnlySequence<byte>)
            || typeof(T) == typeof(IMemoryOwner<byte>)
            || typeof(T) == typeof(NatsMemoryOwner<byte>);

        private static bool IsUtf8Text()
            => typeof(T) == typeof(string)
            || Is<DateTime>() || Is<DateTimeOffset>() || Is<Guid>() || Is<TimeSpan>() || Is<bool>()
            || Is<byte>() || Is<sbyte>() || Is<short>() || Is<int>() || Is<long>() || Is<uint>() || Is<ulong>()
            || Is<decimal>() || Is<double>() || Is<float>();

        private static bool Is<TPrimitive>()
            where TPrimitive : struct
            => typeof(T) == typeof(TPrimitive) || typeof(T) == typeof(TPrimitive?);
    }
}
