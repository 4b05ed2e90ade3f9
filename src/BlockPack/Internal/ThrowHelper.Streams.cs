using System;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.IO;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    // The failures MessagePackStreamReader reports. Values are numbered from 1 in the order the reader returned them,
    // and offsets count the bytes this reader has taken from its stream. An early end of the stream is an
    // EndOfStreamException, as MessagePack-CSharp's reader reports it.
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowStreamEndedInsideValue(long valueNumber, long streamOffset, long received)
        {
            throw new EndOfStreamException(
                $"The stream ended inside {StreamValue(valueNumber, streamOffset)}: only {Invariant(received)} bytes of it " +
                "arrived. The last message is truncated.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowStreamValueTooLarge(long valueNumber, long streamOffset, long size, bool complete, long maximum)
        {
            string sizeText = complete ? $"is {Invariant(size)} bytes long" : $"is still incomplete after {Invariant(size)} bytes";
            throw new MessagePackSerializationException(
                $"The reader stopped at {StreamValue(valueNumber, streamOffset)}: it {sizeText}, more than MaximumMessageSize " +
                $"({Invariant(maximum)} bytes).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowStreamEndedBeforeHeader(string header, long streamOffset, long received)
        {
            throw new EndOfStreamException(
                $"The stream ended before {header} could be read, {Invariant(streamOffset)} bytes into what this reader read " +
                $"({Invariant(received)} bytes of it arrived).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowStreamEndedInsideArray(int elementsRead, int declared, long streamOffset)
        {
            throw new EndOfStreamException(
                $"The stream ended {Invariant(streamOffset)} bytes into what this reader read, after {Invariant(elementsRead)} of " +
                $"the {Invariant(declared)} elements its array header declared.");
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static MessagePackSerializationException InvalidStreamValue(long valueNumber, long streamOffset, Exception inner)
        {
            return new MessagePackSerializationException(
                $"The reader stopped at {StreamValue(valueNumber, streamOffset)}: it is not valid MessagePack. {inner.Message}",
                inner);
        }

        private static string StreamValue(long valueNumber, long streamOffset) =>
            $"value #{Invariant(valueNumber)}, which starts {Invariant(streamOffset)} bytes into what this reader read";

        private static string Invariant(long value) => value.ToString(CultureInfo.InvariantCulture);
    }
}
