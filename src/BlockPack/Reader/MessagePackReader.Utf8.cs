using System;
using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
#if NET8_0_OR_GREATER
using System.Runtime.Intrinsics;
#endif
using System.Text;
using BlockPack.Internal;

namespace BlockPack
{
    // Strict UTF-8 decoding, from one span or from bytes spread over several segments.
    public ref partial struct MessagePackReader
    {
        /// <summary>Strings up to this many bytes that span segments are gathered on the stack before decoding.</summary>
        private const int StackCopyStringLimit = 256;

        /// <summary>Strings up to this many bytes that span segments are gathered in a pooled array before decoding.</summary>
        private const int PooledCopyStringLimit = 64 * 1024;

        /// <summary>ASCII strings up to this many bytes (a fixstr and then some) are widened by <c>TryWidenShortAscii</c>.</summary>
        private const int ShortAsciiLimit = 32;

        /// <summary>
        /// Throws on malformed input instead of substituting U+FFFD: silently altering text would hide corrupt data.
        /// </summary>
        private static readonly UTF8Encoding StrictUtf8 = new UTF8Encoding(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

        /// <summary>
        /// Decodes contiguous UTF-8. Inlined into the string-reading paths <see cref="ReadString"/> does not take
        /// itself: short ASCII then costs no call there either, besides the string's allocation.
        /// </summary>
        /// <param name="bytes">The string's bytes.</param>
        /// <param name="offset">Where the string value starts, for the error message.</param>
        /// <returns>The string.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static string DecodeUtf8(ReadOnlySpan<byte> bytes, long offset)
        {
#if NET8_0_OR_GREATER
            if (bytes.Length <= ShortAsciiLimit && Vector128.IsHardwareAccelerated && BitConverter.IsLittleEndian)
            {
                return TryWidenShortAscii(bytes) ?? DecodeNonAsciiUtf8(bytes, offset);
            }

            return DecodeLongUtf8(bytes, offset);
#else
            return DecodeNonAsciiUtf8(bytes, offset);
#endif
        }

#if NET8_0_OR_GREATER
        /// <summary>
        /// Decodes UTF-8 longer than <see cref="ShortAsciiLimit"/> bytes (or any, without vector hardware); kept out of
        /// <see cref="DecodeUtf8(ReadOnlySpan{byte}, long)"/> so short strings, the common case, save and restore few
        /// registers there.
        /// </summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static string DecodeLongUtf8(ReadOnlySpan<byte> bytes, long offset)
        {
            int length = bytes.Length;
            if (Vector128.IsHardwareAccelerated && length >= Vector128<byte>.Count
                && (Vector128.LoadUnsafe(ref MemoryMarshal.GetReference(bytes)) & Vector128.Create((byte)0x80)) != Vector128<byte>.Zero)
            {
                // Text that is not ASCII from its start (most non-Latin text) skips the attempt below.
                return DecodeNonAsciiUtf8(bytes, offset);
            }

            // ASCII (most strings) widens straight into the new string, checked in the same pass: one walk over the
            // bytes instead of a check and then a copy. Text found not to be ASCII further on leaves this string to the
            // collector and is decoded again. new string('\0', n) allocates without filling; nothing else sees the
            // string before it is returned.
            string result = new string('\0', length);
            Span<char> chars = MemoryMarshal.CreateSpan(ref MemoryMarshal.GetReference(result.AsSpan()), length);
            return System.Text.Ascii.ToUtf16(bytes, chars, out _) == OperationStatus.Done ? result : DecodeNonAsciiUtf8(bytes, offset);
        }

#endif

        /// <summary>
        /// Decodes UTF-8 the ASCII fast path did not take; kept out of <see cref="DecodeUtf8(ReadOnlySpan{byte}, long)"/>
        /// so the common path carries neither its stack buffer (and the stack guard that comes with it) nor its
        /// exception handler.
        /// </summary>
#if !NETSTANDARD2_0
        // The stack buffer is written before it is read: no need to clear it on every call.
        [SkipLocalsInit]
#endif
        [MethodImpl(MethodImplOptions.NoInlining)]
        private static string DecodeNonAsciiUtf8(ReadOnlySpan<byte> bytes, long offset)
        {
#if !NETSTANDARD2_0
            if (bytes.Length <= StackCopyStringLimit)
            {
                // One validating transcoding pass into the stack, then a copy: Encoding.GetString would first walk the
                // bytes to count the chars, then transcode them, which for short strings costs about twice as much.
                // Invalid UTF-8 falls through to the strict decoder, which reports it.
                Span<char> chars = stackalloc char[StackCopyStringLimit];
                if (System.Text.Unicode.Utf8.ToUtf16(bytes, chars, out _, out int written, replaceInvalidSequences: false) == OperationStatus.Done)
                {
                    return new string(chars.Slice(0, written));
                }
            }

#endif
            try
            {
                return GetStringStrict(bytes);
            }
            catch (DecoderFallbackException ex)
            {
                ThrowHelper.ThrowInvalidUtf8(offset, ex);
                return null!;
            }
        }

#if NET8_0_OR_GREATER
        /// <summary>
        /// Widens ASCII of at most <see cref="ShortAsciiLimit"/> bytes into a new string with at most two loads and
        /// four stores, checking for non-ASCII bytes in the same loads: the general routine (<c>Ascii.ToUtf16</c>, as in
        /// <see cref="DecodeLongUtf8"/>) pays a call and its length dispatch on every string. Lengths that are not a multiple of the load width are covered by
        /// a second load ending at the last byte, overlapping the first. Little-endian, vector hardware only.
        /// </summary>
        /// <param name="bytes">At most <see cref="ShortAsciiLimit"/> bytes.</param>
        /// <returns>The string, or <see langword="null"/> when a byte is not ASCII.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static string? TryWidenShortAscii(ReadOnlySpan<byte> bytes)
        {
            int length = bytes.Length;
            ref byte source = ref MemoryMarshal.GetReference(bytes);
            string result;
            if (length >= 16)
            {
                Vector128<byte> head = Vector128.LoadUnsafe(ref source);
                Vector128<byte> tail = Vector128.LoadUnsafe(ref source, (nuint)(length - 16));
                if (((head | tail) & Vector128.Create((byte)0x80)) != Vector128<byte>.Zero)
                {
                    return null;
                }

                // new string('\0', n) allocates without filling; nothing else sees the string before it is returned.
                result = new string('\0', length);
                ref ushort target = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(result.AsSpan()));
                (Vector128<ushort> low, Vector128<ushort> high) = Vector128.Widen(head);
                low.StoreUnsafe(ref target);
                high.StoreUnsafe(ref target, 8);
                (low, high) = Vector128.Widen(tail);
                low.StoreUnsafe(ref target, (nuint)(length - 16));
                high.StoreUnsafe(ref target, (nuint)(length - 8));
                return result;
            }

            if (length >= 8)
            {
                ulong head = Unsafe.ReadUnaligned<ulong>(ref source);
                ulong tail = Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref source, length - 8));
                if (((head | tail) & 0x8080808080808080UL) != 0)
                {
                    return null;
                }

                result = new string('\0', length);
                ref ushort target = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(result.AsSpan()));
                Vector128.WidenLower(Vector128.CreateScalarUnsafe(head).AsByte()).StoreUnsafe(ref target);
                Vector128.WidenLower(Vector128.CreateScalarUnsafe(tail).AsByte()).StoreUnsafe(ref target, (nuint)(length - 8));
                return result;
            }

            if (length >= 4)
            {
                uint head = Unsafe.ReadUnaligned<uint>(ref source);
                uint tail = Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref source, length - 4));
                if (((head | tail) & 0x80808080U) != 0)
                {
                    return null;
                }

                result = new string('\0', length);
                ref byte target = ref Unsafe.As<char, byte>(ref MemoryMarshal.GetReference(result.AsSpan()));
                Unsafe.WriteUnaligned(ref target, Vector128.WidenLower(Vector128.CreateScalarUnsafe(head).AsByte()).AsUInt64().ToScalar());
                Unsafe.WriteUnaligned(ref Unsafe.Add(ref target, (length - 4) * 2), Vector128.WidenLower(Vector128.CreateScalarUnsafe(tail).AsByte()).AsUInt64().ToScalar());
                return result;
            }

            if (length >= 2)
            {
                // Two or three bytes: the first two and the last two, overlapping when there are two.
                uint head = Unsafe.ReadUnaligned<ushort>(ref source);
                uint tail = Unsafe.ReadUnaligned<ushort>(ref Unsafe.Add(ref source, length - 2));
                if (((head | tail) & 0x8080U) != 0)
                {
                    return null;
                }

                result = new string('\0', length);
                ref byte target = ref Unsafe.As<char, byte>(ref MemoryMarshal.GetReference(result.AsSpan()));
                Unsafe.WriteUnaligned(ref target, (head & 0xFF) | ((head & 0xFF00) << 8));
                Unsafe.WriteUnaligned(ref Unsafe.Add(ref target, (length - 2) * 2), (tail & 0xFF) | ((tail & 0xFF00) << 8));
                return result;
            }

            if (length == 0)
            {
                return string.Empty;
            }

            if (source >= 0x80)
            {
                return null;
            }

            result = new string('\0', 1);
            MemoryMarshal.GetReference(result.AsSpan()) = (char)source;
            return result;
        }

#endif
        /// <summary>
        /// Decodes UTF-8 that may span segments, without first gathering large strings into one contiguous block.
        /// </summary>
        /// <param name="bytes">The string's bytes; at most <see cref="int.MaxValue"/> of them.</param>
        /// <param name="offset">Where the string value starts, for the error message.</param>
        /// <returns>The string.</returns>
        private static string DecodeUtf8(in ReadOnlySequence<byte> bytes, long offset)
        {
            if (bytes.IsSingleSegment)
            {
                return DecodeUtf8(bytes.First.Span, offset);
            }

            int length = (int)bytes.Length;
            try
            {
                if (length <= StackCopyStringLimit)
                {
                    Span<byte> gathered = stackalloc byte[StackCopyStringLimit];
                    gathered = gathered.Slice(0, length);
                    bytes.CopyTo(gathered);
                    return GetStringStrict(gathered);
                }

                if (length <= PooledCopyStringLimit)
                {
                    byte[] rented = ArrayPool<byte>.Shared.Rent(length);
                    try
                    {
                        bytes.CopyTo(rented);
                        return GetStringStrict(rented.AsSpan(0, length));
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(rented);
                    }
                }

                return DecodeSegmentsWithDecoder(bytes);
            }
            catch (DecoderFallbackException ex)
            {
                ThrowHelper.ThrowInvalidUtf8(offset, ex);
                return null!;
            }
        }

        /// <summary>
        /// Decodes a large multi-segment string in two streaming passes (count the chars, then write them straight
        /// into the new string), so no buffer the size of the string is ever gathered.
        /// </summary>
        private static string DecodeSegmentsWithDecoder(in ReadOnlySequence<byte> bytes)
        {
            int charCount = CountChars(StrictUtf8.GetDecoder(), bytes);
#if NETSTANDARD2_0
            char[] chars = ArrayPool<char>.Shared.Rent(charCount);
            try
            {
                WriteChars(StrictUtf8.GetDecoder(), bytes, chars.AsSpan(0, charCount));
                return new string(chars, 0, charCount);
            }
            finally
            {
                ArrayPool<char>.Shared.Return(chars);
            }
#else
            return string.Create(charCount, bytes, static (chars, source) => WriteChars(StrictUtf8.GetDecoder(), source, chars));
#endif
        }

        private static int CountChars(Decoder decoder, in ReadOnlySequence<byte> bytes)
        {
            Span<char> discard = stackalloc char[512];
            long total = 0;
            foreach (ReadOnlyMemory<byte> segment in bytes)
            {
                ReadOnlySpan<byte> input = segment.Span;
                while (input.Length > 0)
                {
                    Convert(decoder, input, discard, flush: false, out int bytesUsed, out int charsUsed, out _);
                    input = input.Slice(bytesUsed);
                    total += charsUsed;
                }
            }

            bool completed;
            do
            {
                // Flushing is what rejects a multi-byte sequence cut off by the end of the string.
                Convert(decoder, ReadOnlySpan<byte>.Empty, discard, flush: true, out _, out int charsUsed, out completed);
                total += charsUsed;
            }
            while (!completed);

            return (int)total; // UTF-8 never yields more UTF-16 chars than it has bytes, and there are at most int.MaxValue bytes.
        }

        private static void WriteChars(Decoder decoder, in ReadOnlySequence<byte> bytes, Span<char> destination)
        {
            int written = 0;
            foreach (ReadOnlyMemory<byte> segment in bytes)
            {
                ReadOnlySpan<byte> input = segment.Span;
                while (input.Length > 0)
                {
                    Convert(decoder, input, destination.Slice(written), flush: false, out int bytesUsed, out int charsUsed, out _);
                    input = input.Slice(bytesUsed);
                    written += charsUsed;
                }
            }

            bool completed;
            do
            {
                Convert(decoder, ReadOnlySpan<byte>.Empty, destination.Slice(written), flush: true, out _, out int charsUsed, out completed);
                written += charsUsed;
            }
            while (!completed);
        }

        private static unsafe void Convert(Decoder decoder, ReadOnlySpan<byte> bytes, Span<char> chars, bool flush, out int bytesUsed, out int charsUsed, out bool completed)
        {
#if NETSTANDARD2_0
            // The pointer overloads reject null even for zero lengths, and an empty span pins to null.
            byte noByte = 0;
            char noChar = '\0';
            fixed (byte* bytePointer = bytes)
            fixed (char* charPointer = chars)
            {
                decoder.Convert(
                    bytes.Length == 0 ? &noByte : bytePointer,
                    bytes.Length,
                    chars.Length == 0 ? &noChar : charPointer,
                    chars.Length,
                    flush,
                    out bytesUsed,
                    out charsUsed,
                    out completed);
            }
#else
            decoder.Convert(bytes, chars, flush, out bytesUsed, out charsUsed, out completed);
#endif
        }

        private static unsafe string GetStringStrict(ReadOnlySpan<byte> bytes)
        {
#if NETSTANDARD2_0
            if (bytes.IsEmpty)
            {
                return string.Empty;
            }

            fixed (byte* pointer = bytes)
            {
                return StrictUtf8.GetString(pointer, bytes.Length);
            }
#else
            return StrictUtf8.GetString(bytes);
#endif
        }
    }
}
