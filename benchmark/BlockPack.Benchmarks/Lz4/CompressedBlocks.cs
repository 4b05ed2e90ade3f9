using System;
using System.Linq;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>Plain msgpack cut into the 64 KiB blocks an Lz4BlockArray payload carries, each compressed on its own.</summary>
    internal static class CompressedBlocks
    {
        internal const int BlockSize = 64 * 1024;

        /// <summary>Compresses every 64 KiB block of <paramref name="plain"/> (the last one shorter) with <paramref name="encoder"/>.</summary>
        internal static byte[][] Of(byte[] plain, IBlockCodec encoder)
            => Enumerable.Range(0, (plain.Length + BlockSize - 1) / BlockSize)
                .Select(b => Compress(encoder, plain.AsSpan(b * BlockSize, Math.Min(BlockSize, plain.Length - (b * BlockSize)))))
                .ToArray();

        private static byte[] Compress(IBlockCodec encoder, ReadOnlySpan<byte> plain)
        {
            byte[] block = new byte[ManagedLz4BlockCodec.WorstCaseLength(plain.Length)];
            int length = encoder.Compress(plain, block);
            return length > 0 ? block.AsSpan(0, length).ToArray() : throw new InvalidOperationException("a block did not compress");
        }
    }
}
