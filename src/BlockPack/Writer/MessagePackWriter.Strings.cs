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
    /// <content>
    /// Strings: UTF-8 payloads behind a fixstr, str8, str16 or str32 header (str8 is skipped in <see cref="OldSpec"/> mode).
    /// </content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>
        /// The longest text encoded in one go: its worst case (3 bytes per char) plus the longest header it can need
        /// stays within <see cref="MaximumBufferRequest"/>. Longer text is encoded in chunks.
        /// </summary>
        internal const int MaximumSingleRequestStringLength = (MaximumBufferRequest - 5) / 3;

        /// <summary>Space kept free for each chunk of a long string: one char (3 bytes) plus a carried-over surrogate (3 bytes).</summary>
        private const int MinimumEncodeChunk = 6;

        /// <summary>
        /// Writes a string as UTF-8 behind the shortest of the fixstr, str8, str16 and str32 headers, or nil when
        /// <paramref name="value"/> is <see langword="null"/>. Unpaired surrogates are written as U+FFFD.
        /// </summary>
        /// <param name="value">The string, or <see langword="null"/>.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Write(string? value)
        {
            if (value is null)
            {
                this.WriteNil();
                return;
            }

            this.Write(value.AsSpan());
        }

        /// <summary>
        /// Writes text as UTF-8 behind the shortest of the fixstr, str8, str16 and str32 headers. Unpaired surrogates
        /// are written as U+FFFD.
        /// </summary>
        /// <param name="value">The text.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Write(ReadOnlySpan<char> value)
        {
            if (value.Length <= MaximumSingleRequestStringLength)
            {
                this.WriteShortString(value);
            }
            else
            {
                this.WriteLongString(value);
            }
        }

        /// <summary>
        /// Writes a str header (fixstr, str8, str16 or str32, the shortest that fits) announcing
        /// <paramref name="byteCount"/> bytes of UTF-8; write the bytes next with <see cref="WriteRaw(ReadOnlySpan{byte})"/>.
        /// </summary>
        /// <param name="byteCount">The number of UTF-8 bytes that follow.</param>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="byteCount"/> is negative.</exception>
        public void WriteStringHeader(int byteCount)
        {
            if (byteCount < 0)
            {
                ThrowHelper.ThrowArgumentOutOfRange_Negative(nameof(byteCount), byteCount);
            }

            this.WriteStringHeader((uint)byteCount, payloadLength: 0);
        }

        /// <summary>Writes already-encoded UTF-8 bytes as a string: the shortest str header, then the bytes verbatim.</summary>
        /// <param name="utf8stringBytes">The UTF-8 bytes (not validated).</param>
        public void WriteString(ReadOnlySpan<byte> utf8stringBytes)
        {
            this.WriteStringHeader((uint)utf8stringBytes.Length, utf8stringBytes.Length);
            this.WriteRaw(utf8stringBytes);
        }

        /// <summary>Writes already-encoded UTF-8 bytes as a string: the shortest str header, then the bytes verbatim.</summary>
        /// <param name="utf8stringBytes">The UTF-8 bytes (not validated).</param>
        /// <exception cref="ArgumentOutOfRangeException">The sequence is longer than a str32 can announce (4 GiB - 1).</exception>
        public void WriteString(in ReadOnlySequence<byte> utf8stringBytes)
        {
            long length = utf8stringBytes.Length;
            if (length > uint.MaxValue)
            {
                ThrowHelper.ThrowPayloadTooLong(nameof(utf8stringBytes), length);
            }

            this.WriteStringHeader((uint)length, (int)Math.Min(length, int.MaxValue));
            this.WriteRaw(utf8stringBytes);
        }

        /// <summary>The header length a string of <paramref name="byteCount"/> bytes gets in the current mode.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private int GetStringHeaderLength(uint byteCount)
        {
            if (byteCount <= MessagePackCode.MaxFixStr - MessagePackCode.MinFixStr)
            {
                return 1;
            }

            if (byteCount <= byte.MaxValue && !this.OldSpec)
            {
                return 2;
            }

            return byteCount <= ushort.MaxValue ? 3 : 5;
        }

        /// <summary>Stores a str header of the given length, which <see cref="GetStringHeaderLength(uint)"/> chose.</summary>
        private static void WriteStringHeader(ref byte destination, uint byteCount, int headerLength)
        {
            switch (headerLength)
            {
                case 1:
                    destination = (byte)(MessagePackCode.MinFixStr | byteCount);
                    break;
                case 2:
                    destination = MessagePackCode.Str8;
                    Unsafe.Add(ref destination, 1) = (byte)byteCount;
                    break;
                case 3:
                    WriteCodeAndBigEndian(ref destination, MessagePackCode.Str16, (ushort)byteCount);
                    break;
                default:
                    WriteCodeAndBigEndian(ref destination, MessagePackCode.Str32, byteCount);
                    break;
            }
        }

        /// <summary>
        /// Writes a str header. When the header and <paramref name="payloadLength"/> bytes fit in one request, room for
        /// both is reserved now so the payload lands in the same span.
        /// </summary>
        private void WriteStringHeader(uint byteCount, int payloadLength)
        {
            int headerLength = this.GetStringHeaderLength(byteCount);
            int reserve = payloadLength <= MaximumBufferRequest - headerLength ? headerLength + payloadLength : headerLength;
            WriteStringHeader(ref this.Reserve(reserve), byteCount, headerLength);
            this.buffered += headerLength;
        }

        /// <summary>
        /// Writes text short enough for one request. Short ASCII (names, codes, keys: most strings) that fits in the
        /// current span is its own UTF-8 behind a fixstr header: one narrowing pass, without the encoder's dispatch and
        /// the header's second guess. This path makes no call (the rest is one call to the slow path), so inlined into the
        /// formatters, with <see cref="Write(string)"/>, it costs them no call per string: NativeAOT does not inline
        /// across methods by a run-time profile as the JIT's tier 1 does.
        /// </summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private void WriteShortString(ReadOnlySpan<char> value)
        {
#if NET8_0_OR_GREATER
            int length = value.Length;
            if (length <= MessagePackCode.MaxFixStr - MessagePackCode.MinFixStr && this.span.Length - this.buffered > length)
            {
                ref byte header = ref Unsafe.Add(ref MemoryMarshal.GetReference(this.span), this.buffered);
                if (TryNarrowShortAscii(value, ref Unsafe.Add(ref header, 1)))
                {
                    header = (byte)(MessagePackCode.MinFixStr | length);
                    this.buffered += length + 1;
                    return;
                }
            }

#endif
            this.WriteShortStringSlow(value);
        }

        /// <summary>
        /// Writes what the fast path of <see cref="WriteShortString(ReadOnlySpan{char})"/> did not: short ASCII when the
        /// span must grow first, ASCII behind a str8 header, and other text encoded.
        /// </summary>
#if NET8_0_OR_GREATER
        [MethodImpl(MethodImplOptions.NoInlining)]
#endif
        private void WriteShortStringSlow(ReadOnlySpan<char> value)
        {
#if NET8_0_OR_GREATER
            if (value.Length <= MessagePackCode.MaxFixStr - MessagePackCode.MinFixStr)
            {
                // Other text is encoded again below, over what this wrote.
                ref byte header = ref this.Reserve(value.Length + 1);
                if (TryNarrowShortAscii(value, ref Unsafe.Add(ref header, 1)))
                {
                    header = (byte)(MessagePackCode.MinFixStr | value.Length);
                    this.buffered += value.Length + 1;
                    return;
                }
            }
            else if (value.Length <= byte.MaxValue && !this.OldSpec)
            {
                // The same for ASCII behind a str8 header (addresses, e-mail addresses, notes).
                ref byte header = ref this.Reserve(value.Length + 2);
                if (System.Text.Ascii.FromUtf16(value, this.span.Slice(this.buffered + 2, value.Length), out _) == OperationStatus.Done)
                {
                    header = MessagePackCode.Str8;
                    Unsafe.Add(ref header, 1) = (byte)value.Length;
                    this.buffered += value.Length + 2;
                    return;
                }
            }

#endif
            this.WriteShortStringEncoded(value);
        }

        /// <summary>
        /// Encodes text the ASCII fast paths of <see cref="WriteShortString(ReadOnlySpan{char})"/> did not take, straight
        /// after a header whose width is guessed from the char count (right for ASCII), then moves the bytes in the rare
        /// case the real byte count needs a wider header.
        /// </summary>
        private void WriteShortStringEncoded(ReadOnlySpan<char> value)
        {
            int maxByteCount = value.Length * 3;
            ref byte destination = ref this.Reserve(maxByteCount + 5);
            Span<byte> free = this.span.Slice(this.buffered);

            int guessedHeaderLength = this.GetStringHeaderLength((uint)value.Length);
            int byteCount = GetUtf8Bytes(value, free.Slice(guessedHeaderLength, maxByteCount));
            int headerLength = this.GetStringHeaderLength((uint)byteCount);
            if (headerLength != guessedHeaderLength)
            {
                // Span.CopyTo is a memmove, so the overlapping shift is safe.
                free.Slice(guessedHeaderLength, byteCount).CopyTo(free.Slice(headerLength));
            }

            WriteStringHeader(ref destination, (uint)byteCount, headerLength);
            this.buffered += headerLength + byteCount;
        }

#if NET8_0_OR_GREATER
        /// <summary>
        /// Narrows up to 31 UTF-16 chars to ASCII bytes when every one is ASCII, with at most four loads and two stores:
        /// lengths that are not a multiple of the load width are covered by a second load ending at the last char,
        /// overlapping the first, so short text pays neither a loop nor a call. On hardware without vectors, and on
        /// big-endian machines, <see cref="System.Text.Ascii.FromUtf16"/> does the work.
        /// </summary>
        /// <param name="chars">At most 31 chars.</param>
        /// <param name="destination">Room for <c>chars.Length</c> bytes; written only in part when the text is not ASCII.</param>
        /// <returns>Whether every char was ASCII (and the bytes are written).</returns>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static bool TryNarrowShortAscii(ReadOnlySpan<char> chars, ref byte destination)
        {
            int length = chars.Length;
            if (!Vector128.IsHardwareAccelerated || !BitConverter.IsLittleEndian)
            {
                return System.Text.Ascii.FromUtf16(chars, System.Runtime.InteropServices.MemoryMarshal.CreateSpan(ref destination, length), out _) == OperationStatus.Done;
            }

            ref ushort source = ref Unsafe.As<char, ushort>(ref System.Runtime.InteropServices.MemoryMarshal.GetReference(chars));
            if (length >= 16)
            {
                Vector128<ushort> a = Vector128.LoadUnsafe(ref source);
                Vector128<ushort> b = Vector128.LoadUnsafe(ref source, 8);
                Vector128<ushort> c = Vector128.LoadUnsafe(ref source, (nuint)(length - 16));
                Vector128<ushort> d = Vector128.LoadUnsafe(ref source, (nuint)(length - 8));
                if (((a | b | c | d) & Vector128.Create((ushort)0xFF80)) != Vector128<ushort>.Zero)
                {
                    return false;
                }

                Vector128.Narrow(a, b).StoreUnsafe(ref destination);
                Vector128.Narrow(c, d).StoreUnsafe(ref destination, (nuint)(length - 16));
                return true;
            }

            if (length >= 8)
            {
                Vector128<ushort> head = Vector128.LoadUnsafe(ref source);
                Vector128<ushort> tail = Vector128.LoadUnsafe(ref source, (nuint)(length - 8));
                if (((head | tail) & Vector128.Create((ushort)0xFF80)) != Vector128<ushort>.Zero)
                {
                    return false;
                }

                // Each half narrowed on its own and taken as the low element: an upper element would be read back
                // through the stack where the instruction set lacks a direct extraction (NativeAOT's default).
                Unsafe.WriteUnaligned(ref destination, Vector128.Narrow(head, head).AsUInt64().ToScalar());
                Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, length - 8), Vector128.Narrow(tail, tail).AsUInt64().ToScalar());
                return true;
            }

            if (length >= 4)
            {
                ulong head = Unsafe.ReadUnaligned<ulong>(ref Unsafe.As<ushort, byte>(ref source));
                ulong tail = Unsafe.ReadUnaligned<ulong>(ref Unsafe.As<ushort, byte>(ref Unsafe.Add(ref source, length - 4)));
                if (((head | tail) & 0xFF80FF80FF80FF80UL) != 0)
                {
                    return false;
                }

                ulong bytes = Vector128.Narrow(Vector128.Create(head, tail).AsUInt16(), Vector128<ushort>.Zero).AsUInt64().ToScalar();
                Unsafe.WriteUnaligned(ref destination, (uint)bytes);
                Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, length - 4), (uint)(bytes >> 32));
                return true;
            }

            if (length >= 2)
            {
                // Two or three chars: the first two and the last two, overlapping when there are two.
                uint head = Unsafe.ReadUnaligned<uint>(ref Unsafe.As<ushort, byte>(ref source));
                uint tail = Unsafe.ReadUnaligned<uint>(ref Unsafe.As<ushort, byte>(ref Unsafe.Add(ref source, length - 2)));
                if (((head | tail) & 0xFF80FF80U) != 0)
                {
                    return false;
                }

                Unsafe.WriteUnaligned(ref destination, (ushort)(head | (head >> 8)));
                Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, length - 2), (ushort)(tail | (tail >> 8)));
                return true;
            }

            if (length == 1)
            {
                uint only = source;
                if (only >= 0x80)
                {
                    return false;
                }

                destination = (byte)only;
            }

            return true;
        }

#endif
        /// <summary>
        /// Counts the UTF-8 bytes first (the header comes before them), then encodes chunk by chunk so no request
        /// exceeds <see cref="MaximumBufferRequest"/>.
        /// </summary>
        private void WriteLongString(ReadOnlySpan<char> value)
        {
            int byteCount = GetUtf8ByteCount(value);
            this.WriteStringHeader((uint)byteCount, payloadLength: 0);

            Encoder encoder = Utf8.GetEncoder();
            int written = 0;
            while (!value.IsEmpty)
            {
                if (this.span.Length - this.buffered < MinimumEncodeChunk)
                {
                    int remaining = byteCount - written;
                    this.Grow(Math.Min(Math.Max(remaining, MinimumEncodeChunk), MaximumBufferRequest));
                }

                // Each char needs at most 3 bytes, and a high surrogate carried over from the last chunk at most 3 more.
                Span<byte> free = this.span.Slice(this.buffered);
                int charCount = Math.Min(value.Length, (free.Length - 3) / 3);
                bool isLastChunk = charCount == value.Length;
                int bytesUsed = ConvertUtf8Chunk(encoder, value.Slice(0, charCount), free, isLastChunk, out int charsUsed);
                if (charsUsed == 0 && bytesUsed == 0)
                {
                    ThrowHelper.ThrowEncoderMadeNoProgress();
                }

                this.buffered += bytesUsed;
                written += bytesUsed;
                value = value.Slice(charsUsed);
            }

            if (written != byteCount)
            {
                ThrowHelper.ThrowTextChangedWhileWriting(byteCount, written);
            }
        }
    }
}
