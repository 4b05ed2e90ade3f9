using System;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Finds the final sequence of an LZ4 block, the one that carries only literals (every LZ4 block ends with one: the
    /// format's last five bytes are always literals). <see cref="Lz4BlockJoiner"/> needs it to append another block.
    /// </summary>
    internal static class Lz4FinalSequence
    {
        /// <summary>Walks the block's sequences (tokens and lengths, not their bytes) to the last one.</summary>
        /// <param name="block">A block the codec has just written.</param>
        /// <param name="plainLength">How many bytes it decodes to (bounds the literal count).</param>
        /// <param name="literals">How many literals the final sequence carries.</param>
        /// <returns>The offset of the final sequence's token: the length of everything before it.</returns>
        /// <exception cref="InvalidOperationException">The block does not parse as LZ4 sequences ending in literals (a codec fault).</exception>
        internal static int Find(ReadOnlySpan<byte> block, int plainLength, out int literals)
        {
            // A hot loop (a 64 KB piece of msgpack holds thousands of sequences): lengths stay in uint, and the common
            // short literal and match lengths (under 15) take no inner loop.
            uint length = (uint)block.Length;
            uint position = 0;
            while (position < length)
            {
                uint start = position;
                uint token = block[(int)position++];
                uint literalLength = token >> 4;
                if (literalLength == 15 && !TryAddLengthBytes(block, ref position, ref literalLength))
                {
                    break;
                }

                if (literalLength > length - position)
                {
                    break;
                }

                position += literalLength;
                if (position == length)
                {
                    // A block of literals only decodes to exactly them.
                    if (literalLength > (uint)plainLength || (start == 0 && literalLength != (uint)plainLength))
                    {
                        break;
                    }

                    literals = (int)literalLength;
                    return (int)start;
                }

                // The match: a two-byte offset, then the rest of its length when the token's low nibble is 15.
                position += 2;
                uint matchLength = token & 0x0F;
                if (position > length || (matchLength == 15 && !TryAddLengthBytes(block, ref position, ref matchLength)))
                {
                    break;
                }
            }

            throw new InvalidOperationException($"The LZ4 codec wrote a {block.Length}-byte block that does not end in a literals-only sequence.");
        }

        /// <summary>Adds the bytes continuing a length of 15 (each 255 means "and more"); false when they run past the block.</summary>
        private static bool TryAddLengthBytes(ReadOnlySpan<byte> block, ref uint position, ref uint length)
        {
            byte next;
            do
            {
                if (position >= (uint)block.Length)
                {
                    return false;
                }

                next = block[(int)position++];
                length += next;
            }
            while (next == 255);
            return true;
        }
    }
}
