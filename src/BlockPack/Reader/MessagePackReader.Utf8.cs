using System;
using System.Buffers;
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

        /// <summary>
        /// Throws on malformed input instead of substituting U+FFFD: silently altering text would hide corrupt data.
        /// </summary>
        private static readonly UTF8Encoding StrictUtf8 = new UTF8Encoding(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

        /// <summary>Decodes contiguous UTF-8.</summary>
        /// <param name="bytes">The string's bytes.</param>
        /// <param name="offset">Where the string value starts, for the error message.</param>
        /// <returns>The string.</returns>
#if !NETSTANDARD2_0
        // The stack buffer is written before it is read: no need to clear it on every call.
        [System.Runtime.CompilerServices.SkipLocalsInit]
#endif
        private static string DecodeUtf8(ReadOnlySpan<byte> bytes, long offset)
        {
#if NET8_0_OR_GREATER
            if (System.Text.Ascii.IsValid(bytes))
            {
                // ASCII (most strings) widens straight into the new string: no transcoding, no copy.
                return AsciiString(bytes);
            }

#endif
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
        private static unsafe string AsciiString(ReadOnlySpan<byte> ascii)
        {
            // The bytes stay pinned while string.Create runs the callback, which is what makes passing their address safe.
            fixed (byte* source = ascii)
            {
                return string.Create(ascii.Length, (IntPtr)source, static (chars, address) => System.Text.Ascii.ToUtf16(new ReadOnlySpan<byte>((byte*)address, chars.Length), chars, out _));
            }
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
