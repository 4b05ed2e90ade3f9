using System;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.IO;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    // The failures MessagePackReader reports. Each message says what was being read, what was found and where.
    // The exception types are MessagePack-CSharp's, so code that catches them there catches them here: truncated input
    // is an EndOfStreamException, a value that does not fit the requested type an OverflowException, and anything
    // else malformed a MessagePackSerializationException. The serializer entry points wrap all of them.
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnexpectedEnd(long offset, string reading)
        {
            throw new EndOfStreamException(
                $"Unexpected end of MessagePack data{At(offset)} while reading {reading}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowDeclaredLengthExceedsData(byte code, long declaredLength, long offset, long available, string reading)
        {
            throw new EndOfStreamException(
                $"Unexpected end of MessagePack data{At(offset)} while reading {reading}: the {MessagePackCode.ToFormatName(code)} " +
                $"header declares {declaredLength.ToString(CultureInfo.InvariantCulture)} bytes but only " +
                $"{available.ToString(CultureInfo.InvariantCulture)} follow it.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnexpectedCode(byte code, long offset, string reading)
        {
            string message = $"Unexpected msgpack code 0x{code:x2} ({MessagePackCode.ToFormatName(code)}){At(offset)} while reading {reading}.";
            if (code == MessagePackCode.NeverUsed)
            {
                message += " The specification reserves this code and no valid MessagePack data contains it; the data is corrupt.";
            }

            throw new MessagePackSerializationException(message);
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowIntegerOverflow(byte code, long value, bool isAboveInt64, long offset, string target)
        {
            string text = isAboveInt64
                ? unchecked((ulong)value).ToString(CultureInfo.InvariantCulture)
                : value.ToString(CultureInfo.InvariantCulture);
            throw new OverflowException(
                $"Overflow: the {MessagePackCode.ToFormatName(code)} value {text}{At(offset)} does not fit in {target}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCountExceedsData(byte code, long count, long offset, long available, int minimumBytesPerItem, string items)
        {
            throw new EndOfStreamException(
                $"The {MessagePackCode.ToFormatName(code)} header{At(offset)} declares {count.ToString(CultureInfo.InvariantCulture)} " +
                $"{items}, but only {available.ToString(CultureInfo.InvariantCulture)} bytes follow it and each of the {items} " +
                $"takes at least {minimumBytesPerItem.ToString(CultureInfo.InvariantCulture)}; the data is truncated or corrupt.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCountTooLarge(byte code, long count, long offset, string items)
        {
            throw new OverflowException(
                $"The {MessagePackCode.ToFormatName(code)} header{At(offset)} declares {count.ToString(CultureInfo.InvariantCulture)} " +
                $"{items}, more than the {int.MaxValue.ToString(CultureInfo.InvariantCulture)} .NET can hold.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowInvalidUtf8(long offset, Exception innerException)
        {
            throw new MessagePackSerializationException(
                $"The string{At(offset)} is not valid UTF-8: {innerException.Message}", innerException);
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowStringTooLong(long byteCount, long offset)
        {
            throw new MessagePackSerializationException(
                $"The string{At(offset)} is {byteCount.ToString(CultureInfo.InvariantCulture)} bytes long, more than a System.String can hold.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnexpectedExtensionType(sbyte actual, sbyte expected, long offset, string reading)
        {
            throw new MessagePackSerializationException(
                $"Unexpected extension type {actual.ToString(CultureInfo.InvariantCulture)}{At(offset)} while reading {reading}; " +
                $"expected type {expected.ToString(CultureInfo.InvariantCulture)}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowInvalidTimestampLength(uint length, long offset)
        {
            throw new MessagePackSerializationException(
                $"The timestamp extension{At(offset)} has {length.ToString(CultureInfo.InvariantCulture)} bytes of data; " +
                "the specification allows only 4, 8 or 12.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowInvalidTimestampNanoseconds(uint nanoseconds, long offset)
        {
            throw new MessagePackSerializationException(
                $"The timestamp{At(offset)} has a nanoseconds field of {nanoseconds.ToString(CultureInfo.InvariantCulture)}; " +
                "it must be less than 1000000000.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTimestampOutOfRange(long seconds, uint nanoseconds, long offset)
        {
            throw new MessagePackSerializationException(
                $"The timestamp {seconds.ToString(CultureInfo.InvariantCulture)} s + {nanoseconds.ToString(CultureInfo.InvariantCulture)} ns " +
                $"since 1970-01-01T00:00:00Z{At(offset)} is outside the range of System.DateTime " +
                "(0001-01-01T00:00:00Z to 9999-12-31T23:59:59.9999999Z).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowNegativeRawLength(long length)
        {
            throw new ArgumentOutOfRangeException(nameof(length), length, "The number of bytes to read cannot be negative.");
        }
    }
}
