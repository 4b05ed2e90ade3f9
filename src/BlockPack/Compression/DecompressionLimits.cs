using BlockPack.Internal;

namespace BlockPack.Compression
{
    /// <summary>
    /// The checks every declared size passes before a byte is allocated for it: the configured maximum, the
    /// running total, and the codec's physical expansion limit.
    /// </summary>
    internal static class DecompressionLimits
    {
        /// <summary>
        /// The most an LZ4 block can expand: each literal-free sequence of at least 1 compressed byte yields at most
        /// 255 bytes, plus the final literals, hence <c>255 × compressed + 16</c> (the bound the wire contract states).
        /// </summary>
        internal const long MaxExpansionFactor = 255;

        /// <summary>
        /// The most a Zstandard frame can expand: its smallest block (a 3-byte header and one RLE byte) repeats that byte
        /// up to 128 KB, 32,768 times its 4 bytes, and the frame's own header only lowers the ratio.
        /// </summary>
        internal const long ZstdMaxExpansionFactor = 32 * 1024;

        /// <summary>The constant allowance added to <see cref="MaxExpansionFactor"/> times the compressed size.</summary>
        internal const long ExpansionSlack = 16;

        /// <summary>Checks a declared size and adds it to the running total, both against the maximum.</summary>
        /// <param name="declared">The block's declared decompressed size.</param>
        /// <param name="runningTotal">The total so far; updated.</param>
        /// <param name="maximum">MessagePackSecurity.MaximumDecompressedSize.</param>
        /// <param name="position">The offset of the declaration, for errors.</param>
        internal static void AddDeclared(long declared, ref long runningTotal, long maximum, long position)
        {
            if (declared < 0)
            {
                ThrowHelper.ThrowNegativeDeclaredLength("a declared decompressed length", declared, position);
            }

            // Compared as "declared > maximum - total" so that hostile 63-bit sizes cannot overflow the sum.
            if (declared > maximum - runningTotal)
            {
                ThrowHelper.ThrowDecompressedSizeExceedsMaximum(
                    declared > long.MaxValue - runningTotal ? long.MaxValue : runningTotal + declared, maximum, position);
            }

            runningTotal += declared;
        }

        /// <summary>Checks that a block of <paramref name="compressed"/> bytes can really hold <paramref name="declared"/> bytes.</summary>
        /// <param name="declared">The declared decompressed size (not negative, already within the maximum).</param>
        /// <param name="compressed">The block's compressed size.</param>
        /// <param name="position">The offset of the block, for errors.</param>
        /// <param name="codec">The block's codec, whose expansion limit applies.</param>
        internal static void CheckBlock(long declared, long compressed, long position, Codecs.IBlockCodec codec)
        {
            if ((declared == 0) != (compressed == 0))
            {
                ThrowHelper.ThrowEmptyBlockMismatch(declared, compressed, position);
            }

            if (declared > (codec.MaxExpansionFactor * compressed) + ExpansionSlack)
            {
                ThrowHelper.ThrowDeclaredSizeImpossible(codec.Name, codec.MaxExpansionFactor, declared, compressed, position);
            }

            if (compressed > int.MaxValue || declared > int.MaxValue)
            {
                ThrowHelper.ThrowBlockTooLarge(declared, position);
            }
        }
    }
}
