using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <content>Throws for <see cref="MessagePackWriter"/>: misuse by the caller, or a misbehaving buffer writer.</content>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowArgumentNull(string paramName)
        {
            throw new ArgumentNullException(paramName);
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowArgumentOutOfRange_Negative(string paramName, int value)
        {
            throw new ArgumentOutOfRangeException(paramName, value, $"{paramName} cannot be negative.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowAdvancePastSpan(int length, int available)
        {
            throw new ArgumentOutOfRangeException(
                nameof(length),
                length,
                $"Cannot advance by {length} bytes: the span from GetSpan has {available} bytes left, and a negative count is never valid.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowPayloadTooLong(string paramName, long length)
        {
            throw new ArgumentOutOfRangeException(
                paramName,
                length,
                $"A payload of {length} bytes is longer than the 4,294,967,295 bytes a MessagePack header can announce.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowWriterNotInitialized()
        {
            throw new InvalidOperationException(
                "This MessagePackWriter was default-initialized; create it with new MessagePackWriter(IBufferWriter<byte>).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowBufferWriterReturnedTooLittle(int requested, int returned)
        {
            throw new InvalidOperationException(
                $"The IBufferWriter<byte> returned a span of {returned} bytes when asked for at least {requested}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowDateTimeNotSupportedInOldSpec()
        {
            throw new NotSupportedException(
                "The old MessagePack specification has no timestamp format, so a DateTime cannot be written while OldSpec is set. " +
                "Turn OldSpec off, or write the DateTime in another representation (for example its ticks as an integer).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTextChangedWhileWriting(int announcedByteCount, int writtenByteCount)
        {
            throw new InvalidOperationException(
                $"The text encoded to {writtenByteCount} UTF-8 bytes after its header announced {announcedByteCount}; " +
                "its characters were modified while it was being written.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowEncoderMadeNoProgress()
        {
            throw new InvalidOperationException("The UTF-8 encoder consumed no characters and produced no bytes.");
        }
    }
}
