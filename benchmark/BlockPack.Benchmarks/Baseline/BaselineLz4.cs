using System;
using System.Runtime.InteropServices;
using BlockPack.Compression;

namespace BlockPack.Benchmarks.Baseline
{
    /// <summary>
    /// The two codec calls MessagePack-CSharp makes through K4os.Compression.LZ4 (<c>LZ4Codec.Encode</c> at the
    /// default fast level and <c>LZ4Codec.Decode</c>), made instead to the same system liblz4 BlockPack uses, through
    /// BlockPack's own binding, so that both sides pay the same codec and the same native-call cost. Unlike
    /// BlockPack's codec wrapper it does not clear the destination before decoding (neither does K4os).
    /// </summary>
    /// <remarks>Part of the baseline; not the real library.</remarks>
    internal static unsafe class BaselineLz4
    {
        /// <summary>K4os' <c>LZ4Codec.MaximumOutputSize</c>, which is LZ4's compress bound.</summary>
        /// <param name="length">The input length.</param>
        /// <returns>The largest block an input of that length compresses to.</returns>
        internal static int MaximumOutputSize(int length) => length + (length / 255) + 16;

        /// <summary>Compresses one block (<c>LZ4_compress_default</c>).</summary>
        /// <param name="source">The input.</param>
        /// <param name="destination">The output.</param>
        /// <returns>The compressed length; 0 when it did not fit.</returns>
        internal static int Encode(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            return BlockPack.Lz4Reference.LibLz4Reference.Compress(source, destination);
        }

        /// <summary>Decompresses one block (<c>LZ4_decompress_safe</c>).</summary>
        /// <param name="source">The block.</param>
        /// <param name="destination">The output.</param>
        /// <returns>The decompressed length; negative when the block is malformed.</returns>
        internal static int Decode(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            return BlockPack.Lz4Reference.LibLz4Reference.Decompress(source, destination);
        }
    }
}
