using System;

namespace BlockPack.Compression
{
    /// <summary>
    /// Finds LZ4 sequences whose match offset is 0, which the block format forbids but K4os.Compression.LZ4 (like
    /// the reference liblz4 1.9) decodes by copying from the destination onto itself.
    /// </summary>
    /// <remarks>
    /// Destinations are pooled, so such a copy would hand the caller whatever an earlier message left there. The scan
    /// walks only the sequence headers (token, length bytes, offset), skipping literals without reading them, so it
    /// costs a small fraction of decoding. It trusts nothing: every step is bounds-checked against the block, and any
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

        /// <summary>Tells whether any sequence of <paramref name="block"/> has a match offset of 0.</summary>
        /// <param name="block">One compressed block, possibly malformed.</param>
        /// <returns>True when a zero offset was found; false when none was (the block may still be malformed otherwise).</returns>
        internal static bool HasZeroOffset(ReadOnlySpan<byte> block)
        {
            int position = 0;
            int end = block.Length;
            while (position < end)
            {
                int token = block[position++];
                int literals = token >> 4;
                if (literals == ExtendedLength && !TryReadLiteralLength(block, ref position, ref literals))
                {
                    return false;
                }

                // The last sequence is literals only: the block ends here (or the decoder rejects what follows).
                if (literals >= end - position)
                {
                    return false;
                }

                position += literals;
                if (end - position < OffsetSize)
                {
                    return false;
                }

                if (block[position] == 0 && block[position + 1] == 0)
                {
                    return true;
                }

                position += OffsetSize;

                // A match may be far longer than the block (a long run), so its length bytes are skipped, not summed.
                if ((token & ExtendedLength) == ExtendedLength)
                {
                    while (position < end && block[position] == LengthContinues)
                    {
                        position++;
                    }

                    position++;
                }
            }

            return false;
        }

        /// <summary>Adds the extra literal-length bytes at <paramref name="position"/> to <paramref name="length"/>.</summary>
        /// <returns>False when the bytes run past the block or the literals cannot fit in it: malformed, left to the decoder.</returns>
        private static bool TryReadLiteralLength(ReadOnlySpan<byte> block, ref int position, ref int length)
        {
            byte next;
            do
            {
                if (position >= block.Length)
                {
                    return false;
                }

                next = block[position++];
                length += next;
                if (length > block.Length)
                {
                    return false;
                }
            }
            while (next == LengthContinues);

            return true;
        }
    }
}
