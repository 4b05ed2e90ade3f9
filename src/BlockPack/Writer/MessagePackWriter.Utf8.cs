using System;
using System.Runtime.InteropServices;
using System.Text;

namespace BlockPack
{
    /// <content>
    /// UTF-8 encoding of UTF-16 text. netstandard2.0 has no span overloads on <see cref="Encoding"/> and
    /// <see cref="Encoder"/>, so there the pointer overloads do the same job.
    /// </content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>
        /// Encodes like <see cref="Encoding.UTF8"/>: an unpaired surrogate becomes U+FFFD (3 bytes), so no char ever
        /// takes more than 3 bytes and the byte count always matches the bytes produced.
        /// </summary>
        private static Encoding Utf8 => Encoding.UTF8;

        private static unsafe int GetUtf8ByteCount(ReadOnlySpan<char> chars)
        {
#if NETSTANDARD2_0
            if (chars.IsEmpty)
            {
                return 0;
            }

            fixed (char* source = &MemoryMarshal.GetReference(chars))
            {
                return Utf8.GetByteCount(source, chars.Length);
            }
#else
            return Utf8.GetByteCount(chars);
#endif
        }

        /// <summary>Encodes all of <paramref name="chars"/>; <paramref name="bytes"/> must hold 3 bytes per char.</summary>
        private static unsafe int GetUtf8Bytes(ReadOnlySpan<char> chars, Span<byte> bytes)
        {
#if NETSTANDARD2_0
            if (chars.IsEmpty)
            {
                return 0;
            }

            fixed (char* source = &MemoryMarshal.GetReference(chars))
            fixed (byte* destination = &MemoryMarshal.GetReference(bytes))
            {
                return Utf8.GetBytes(source, chars.Length, destination, bytes.Length);
            }
#else
            return Utf8.GetBytes(chars, bytes);
#endif
        }

        /// <summary>
        /// Encodes one chunk with an <see cref="Encoder"/>, which carries a high surrogate that ends a chunk over to the
        /// next one; <paramref name="flush"/> is set on the last chunk so a trailing unpaired surrogate is emitted too.
        /// </summary>
        private static unsafe int ConvertUtf8Chunk(Encoder encoder, ReadOnlySpan<char> chars, Span<byte> bytes, bool flush, out int charsUsed)
        {
            int bytesUsed;
#if NETSTANDARD2_0
            fixed (char* source = &MemoryMarshal.GetReference(chars))
            fixed (byte* destination = &MemoryMarshal.GetReference(bytes))
            {
                encoder.Convert(source, chars.Length, destination, bytes.Length, flush, out charsUsed, out bytesUsed, out _);
            }
#else
            encoder.Convert(chars, bytes, flush, out charsUsed, out bytesUsed, out _);
#endif
            return bytesUsed;
        }
    }
}
