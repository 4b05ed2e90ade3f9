using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
#if NET8_0_OR_GREATER
using System.Runtime.Intrinsics;
#endif
using BlockPack.Internal;

namespace BlockPack
{
    // Strings: decoded to System.String, or handed out as raw UTF-8 without copying.
    public ref partial struct MessagePackReader
    {
        /// <summary>Reads a string (fixstr, str8, str16 or str32) and decodes its UTF-8 bytes, or reads nil.</summary>
        /// <returns>The string, or <see langword="null"/> for nil.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is neither a string nor nil, or is not valid UTF-8.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        public string? ReadString()
        {
            // Nil, and a fixstr or str8 whose bytes are in the current span, widened here when it is ASCII of up to
            // ShortAsciiLimit bytes; longer or non-ASCII text in the span goes to ReadStringInSpan, everything else
            // (str16/32, a string spanning segments, errors) to ReadStringSlow. Not marked for inlining: under
            // NativeAOT that saved instructions on orders (many strings per object) but added some on records, whose
            // formatter then spilled more registers (docs/source-generator.md, step 6).
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length > 0)
            {
                byte code = unread[0];
                int headerLength;
                int length;
                if ((uint)(code - MessagePackCode.MinFixStr) <= 0x1F)
                {
                    headerLength = 1;
                    length = code & 0x1F;
                }
                else if (code == MessagePackCode.Str8 && unread.Length >= 2)
                {
                    headerLength = 2;
                    length = unread[1];
                }
                else if (code == MessagePackCode.Nil)
                {
                    // Optional strings are often absent; the slow path's general header decoding would cost several
                    // times this.
                    this.AdvanceWithinSpan(1);
                    return null;
                }
                else
                {
                    return this.ReadStringSlow();
                }

                if (unread.Length - headerLength >= length)
                {
#if NET8_0_OR_GREATER
                    if (length <= ShortAsciiLimit && Vector128.IsHardwareAccelerated && BitConverter.IsLittleEndian)
                    {
                        string? ascii = TryWidenShortAscii(unread.Slice(headerLength, length));
                        if (ascii is not null)
                        {
                            this.AdvanceWithinSpan(headerLength + length);
                            return ascii;
                        }
                    }

#endif
                    return this.ReadStringInSpan(headerLength, length);
                }
            }

            return this.ReadStringSlow();
        }

        /// <summary>
        /// Decodes a string whose header <see cref="ReadString"/> has read and whose bytes are in the current span, when
        /// it is not short ASCII; then moves past it.
        /// </summary>
        /// <param name="headerLength">The header's length in bytes.</param>
        /// <param name="length">The payload's length in bytes.</param>
        /// <returns>The string.</returns>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private string ReadStringInSpan(int headerLength, int length)
        {
            ReadOnlySpan<byte> bytes = this.UnreadSpan.Slice(headerLength, length);
#if NET8_0_OR_GREATER
            string value = length <= ShortAsciiLimit && Vector128.IsHardwareAccelerated && BitConverter.IsLittleEndian
                ? DecodeNonAsciiUtf8(bytes, this.Consumed)
                : DecodeLongUtf8(bytes, this.Consumed);
#else
            string value = DecodeUtf8(bytes, this.Consumed);
#endif
            this.AdvanceWithinSpan(headerLength + length);
            return value;
        }

        /// <summary>
        /// Reads a string's UTF-8 bytes as one span when they lie in contiguous memory, without copying or decoding.
        /// </summary>
        /// <param name="span">Receives the string's bytes (not validated as UTF-8) when the method returns <see langword="true"/>.</param>
        /// <returns>
        /// <see langword="true"/> when the string was read; <see langword="false"/> when the next value is nil or a
        /// string whose bytes span segments. Nothing is consumed then: use <see cref="ReadStringSequence"/> instead.
        /// </returns>
        /// <exception cref="MessagePackSerializationException">The next value is neither a string nor nil.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        public bool TryReadStringSpan(out ReadOnlySpan<byte> span)
        {
            if (this.TryPeekFixStr(out span))
            {
                this.SkipPeekedFixStr(span.Length);
                return true;
            }

            MessagePackReader start = this;
            long slowLength = this.ReadRunHeader(acceptBinary: false, acceptNil: true, nameof(String));
            if (slowLength >= 0)
            {
                this.SkipExhaustedSegments();
                ReadOnlySpan<byte> unread = this.UnreadSpan;
                if (unread.Length >= slowLength)
                {
                    span = unread.Slice(0, (int)slowLength);
                    this.AdvanceWithinSpan((int)slowLength);
                    return true;
                }
            }

            this = start;
            span = default;
            return false;
        }

        /// <summary>Reads a string's UTF-8 bytes without copying or decoding them, or reads nil.</summary>
        /// <returns>A slice of <see cref="Sequence"/> holding the string's bytes (not validated as UTF-8), or <see langword="null"/> for nil.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is neither a string nor nil.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        public ReadOnlySequence<byte>? ReadStringSequence()
        {
            long length = this.ReadRunHeader(acceptBinary: false, acceptNil: true, nameof(String));
            return length < 0 ? null : this.ReadSlice(length);
        }

        /// <summary>
        /// Gets the payload of the fixstr (up to 31 bytes) the reader is at, when all of it is in the current span,
        /// without moving: the fast path of formatters that parse short text (<see cref="decimal"/>); they then call
        /// <see cref="SkipPeekedFixStr"/>, or read the value the general way when this returns false.
        /// </summary>
        /// <param name="utf8">The string's UTF-8 bytes.</param>
        /// <returns>Whether the reader is at such a fixstr.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal bool TryPeekFixStr(out ReadOnlySpan<byte> utf8)
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length > 0)
            {
                int length = unread[0] - MessagePackCode.MinFixStr;
                if ((uint)length <= 0x1F && length < unread.Length)
                {
                    utf8 = unread.Slice(1, length);
                    return true;
                }
            }

            utf8 = default;
            return false;
        }

        /// <summary>Moves past the fixstr <see cref="TryPeekFixStr"/> returned, whose payload is <paramref name="length"/> bytes.</summary>
        /// <param name="length">The payload's length.</param>
        internal void SkipPeekedFixStr(int length) => this.AdvanceWithinSpan(1 + length);

        /// <summary>
        /// Moves past <paramref name="expected"/> when the current span starts with exactly those bytes (an encoded map
        /// key the caller expects next); otherwise leaves the reader where it is.
        /// </summary>
        /// <param name="expected">The bytes, header included.</param>
        /// <returns>Whether the bytes were there.</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal bool TryReadExpected(ReadOnlySpan<byte> expected)
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            int length = expected.Length;
            if (length > unread.Length)
            {
                return false;
            }

            // Map keys are short: up to 16 bytes are compared by two overlapping loads of each side (no call to the
            // general comparison, which NativeAOT's code would make per key).
            if (length > 16 ? !unread.StartsWith(expected) : !SmallEquals(ref MemoryMarshal.GetReference(unread), ref MemoryMarshal.GetReference(expected), length))
            {
                return false;
            }

            this.AdvanceWithinSpan(length);
            return true;
        }

        /// <summary>Whether <paramref name="length"/> bytes (at most 16) are equal at both references.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static bool SmallEquals(ref byte left, ref byte right, int length)
        {
            if (length >= 8)
            {
                return Unsafe.ReadUnaligned<ulong>(ref left) == Unsafe.ReadUnaligned<ulong>(ref right)
                    && Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref left, length - 8)) == Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref right, length - 8));
            }

            if (length >= 4)
            {
                return Unsafe.ReadUnaligned<uint>(ref left) == Unsafe.ReadUnaligned<uint>(ref right)
                    && Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref left, length - 4)) == Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref right, length - 4));
            }

            // One to three bytes: the first, the middle and the last (some of them the same byte); none for zero.
            return length == 0
                || (left == right && Unsafe.Add(ref left, length >> 1) == Unsafe.Add(ref right, length >> 1) && Unsafe.Add(ref left, length - 1) == Unsafe.Add(ref right, length - 1));
        }

        private string? ReadStringSlow()
        {
            long offset = this.Consumed;
            long length = this.ReadRunHeader(acceptBinary: false, acceptNil: true, nameof(String));
            if (length < 0)
            {
                return null;
            }

            if (length > int.MaxValue)
            {
                ThrowHelper.ThrowStringTooLong(length, offset);
            }

            this.SkipExhaustedSegments();
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length >= length)
            {
                string value = DecodeUtf8(unread.Slice(0, (int)length), offset);
                this.AdvanceWithinSpan((int)length);
                return value;
            }

            return DecodeUtf8(this.ReadSlice(length), offset);
        }

        /// <summary>
        /// Reads the header of a str value (or, when <paramref name="acceptBinary"/>, a bin value) and checks that the
        /// bytes it declares are present, so callers may slice them without further checks.
        /// </summary>
        /// <param name="acceptBinary">Whether bin8/16/32 are accepted as well as str.</param>
        /// <param name="acceptNil">Whether nil is accepted (and consumed).</param>
        /// <param name="reading">What the caller reads, for messages.</param>
        /// <returns>The payload length; -1 for nil.</returns>
        private long ReadRunHeader(bool acceptBinary, bool acceptNil, string reading)
        {
            Span<byte> scratch = stackalloc byte[5];
            this.SkipExhaustedSegments();
            ReadOnlySpan<byte> token = this.PeekPrefix(scratch);
            long offset = this.Consumed;
            if (token.Length == 0)
            {
                ThrowHelper.ThrowUnexpectedEnd(offset, reading);
            }

            byte code = token[0];
            int headerLength;
            switch (code)
            {
                case >= MessagePackCode.MinFixStr and <= MessagePackCode.MaxFixStr:
                    headerLength = 1;
                    break;
                case MessagePackCode.Str8:
                    headerLength = 2;
                    break;
                case MessagePackCode.Str16:
                    headerLength = 3;
                    break;
                case MessagePackCode.Str32:
                    headerLength = 5;
                    break;
                case MessagePackCode.Bin8 when acceptBinary:
                    headerLength = 2;
                    break;
                case MessagePackCode.Bin16 when acceptBinary:
                    headerLength = 3;
                    break;
                case MessagePackCode.Bin32 when acceptBinary:
                    headerLength = 5;
                    break;
                case MessagePackCode.Nil when acceptNil:
                    this.Advance(1);
                    return -1;
                default:
                    ThrowHelper.ThrowUnexpectedCode(code, offset, reading);
                    return -1;
            }

            if (token.Length < headerLength)
            {
                ThrowHelper.ThrowUnexpectedEnd(offset, reading);
            }

            long length = headerLength switch
            {
                1 => code & 0x1F,
                2 => token[1],
                3 => BinaryPrimitives.ReadUInt16BigEndian(token.Slice(1)),
                _ => BinaryPrimitives.ReadUInt32BigEndian(token.Slice(1)),
            };

            long available = this.Remaining - headerLength;
            if (length > available)
            {
                ThrowHelper.ThrowDeclaredLengthExceedsData(code, length, offset, available, reading);
            }

            this.Advance(headerLength);
            return length;
        }
    }
}
