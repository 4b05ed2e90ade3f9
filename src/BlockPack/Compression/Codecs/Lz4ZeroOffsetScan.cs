using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// Finds LZ4 sequences whose match offset is 0, which the block format forbids but K4os.Compression.LZ4 (like
    /// the reference liblz4 1.9) decodes by copying from the destination onto itself.
    /// </summary>
    /// <remarks>
    /// Destinations are pooled, so such a copy would hand the caller whatever an earlier message left there. A zero
    /// offset is two zero bytes, so a block without a zero pair anywhere (a vectorized search, most blocks of text) is
    /// clean at once. Otherwise the scan walks the sequence headers (token, length bytes, offset), skipping literals
    /// without reading them; that walk is a chain of dependent loads and costs about 0.7 of what K4os needs to decode
    /// the block (docs/performance.md). It trusts nothing: every step is bounds-checked against the block, and any
    /// structure it cannot follow (a length running past the end) is left for the decoder to reject, which it does.
    /// </remarks>
    internal static class Lz4ZeroOffsetScan
    {
        /// <summary>A token's high nibble counts literals, its low nibble the match length minus 4; 15 means "more bytes follow".</summary>
        private const int ExtendedLength = 15;

        /// <summary>A length byte of 255 is followed by another length byte.</summary>
        private const byte LengthContinues = 255;

        /// <summary>A match offset is two little-endian bytes.</summary>
        private const int OffsetSize = 2;

        /// <summary>Gets the bytes of a zero offset.</summary>
        private static ReadOnlySpan<byte> ZeroPair => new byte[] { 0, 0 };

        /// <summary>Tells whether any sequence of <paramref name="block"/> has a match offset of 0.</summary>
        /// <param name="block">One compressed block, possibly malformed.</param>
        /// <returns>True when a zero offset was found; false when none was (the block may still be malformed otherwise).</returns>
        /// <remarks>
        /// Walking sequences is a chain of dependent loads (each token's lengths say where the next token is), so the loop
        /// is kept to raw pointers with one bounds test per step: every read is preceded by a test against the end.
        /// </remarks>
        internal static unsafe bool HasZeroOffset(ReadOnlySpan<byte> block)
        {
            if (block.IndexOf(ZeroPair) < 0)
            {
                return false;
            }

            fixed (byte* start = &MemoryMarshal.GetReference(block))
            {
                byte* position = start;
                byte* end = start + block.Length;
                while (position < end)
                {
                    uint token = *position++;

                    // 64-bit sums of length bytes cannot overflow for any block a span can hold.
                    ulong literals = token >> 4;
                    if (literals == ExtendedLength)
                    {
                        uint next;
                        do
                        {
                            if (position >= end)
                            {
                                return false;
                            }

                            next = *position++;
                            literals += next;
                        }
                        while (next == LengthContinues);
                    }

                    // The last sequence is literals only: the block ends here (or it is malformed, which the decoder reports).
                    if ((ulong)(end - position) < literals + OffsetSize)
                    {
                        return false;
                    }

                    position += literals;
                    if (Unsafe.ReadUnaligned<ushort>(position) == 0)
                    {
                        return true;
                    }

                    position += OffsetSize;

                    // A match may be far longer than the block (a long run): its length bytes are skipped, not summed.
                    if ((token & ExtendedLength) == ExtendedLength)
                    {
                        while (position < end && *position == LengthContinues)
                        {
                            position++;
                        }

                        position++;
                    }
                }

                return false;
            }
        }
    }
}
