using System;
using System.Buffers;
using BlockPack.Compression.Codecs;

namespace BlockPack.Compression.Integrity
{
    /// <summary>
    /// Which bytes a block's CRC-32C covers, and the one place where blocks are checked against it, so that moving the
    /// check from the compressed bytes to the decoded ones is a change of <see cref="CoversCompressedBytes"/> alone.
    /// </summary>
    internal static class BlockChecksum
    {
        /// <summary>
        /// Whether a block's CRC covers its compressed bytes (true) or its decoded bytes. Compressed, as ClickHouse does:
        /// the check runs before decoding, so a damaged block never reaches the LZ4 decoder, and it hashes fewer bytes
        /// (docs/format.md, "Checked framings"; the cost of each placement: docs/performance.md, "CRC32C"). Read-only rather
        /// than const so that the decoded-bytes branch stays compiled (and warning-free) while unused.
        /// </summary>
        internal static readonly bool CoversCompressedBytes = true;

        /// <summary>What <see cref="Decode"/> returns when the block fails its check.</summary>
        internal const int Mismatch = int.MinValue;

        /// <summary>Computes the checksum a writer stores for one block.</summary>
        /// <param name="plain">The block's plain msgpack.</param>
        /// <param name="compressed">The LZ4 block it was compressed to.</param>
        /// <returns>The CRC-32C of the covered bytes.</returns>
        internal static uint Compute(ReadOnlySpan<byte> plain, ReadOnlySpan<byte> compressed)
            => Crc32C.Compute(CoversCompressedBytes ? compressed : plain);

        /// <summary>Computes the checksum a writer stores for one block held in several pieces.</summary>
        /// <param name="plain">The block's plain msgpack.</param>
        /// <param name="compressed">The LZ4 block it was compressed to.</param>
        /// <returns>The CRC-32C of the covered bytes.</returns>
        internal static uint Compute(in ReadOnlySequence<byte> plain, in ReadOnlySequence<byte> compressed)
        {
            uint crc = 0;
            foreach (ReadOnlyMemory<byte> memory in CoversCompressedBytes ? compressed : plain)
            {
                crc = Crc32C.Append(crc, memory.Span);
            }

            return crc;
        }

        /// <summary>Decodes one block, checking it against <paramref name="expected"/> when the framing carries a checksum.</summary>
        /// <param name="compressed">Exactly one LZ4 block.</param>
        /// <param name="destination">The declared decompressed size.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="expected">The stored checksum, or null for an unchecked framing.</param>
        /// <param name="actual">The checksum of the covered bytes, when one was computed.</param>
        /// <returns>The codec's result, or <see cref="Mismatch"/> when the block fails its check.</returns>
        internal static int Decode(ReadOnlySpan<byte> compressed, Span<byte> destination, IBlockCodec codec, uint? expected, out uint actual)
        {
            actual = 0;
            if (expected is uint before && CoversCompressedBytes && (actual = Crc32C.Compute(compressed)) != before)
            {
                return Mismatch;
            }

            int result = codec.Decompress(compressed, destination);
            if (expected is uint after && !CoversCompressedBytes && result == destination.Length && (actual = Crc32C.Compute(destination)) != after)
            {
                return Mismatch;
            }

            return result;
        }
    }
}
