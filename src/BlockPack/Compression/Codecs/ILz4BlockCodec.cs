using System;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// Encodes and decodes raw LZ4 blocks (no frame, no checksum). The framing code talks only to this interface so
    /// the codec can change (BlockPack's native decoder, the managed K4os.Compression.LZ4) without touching it.
    /// </summary>
    /// <remarks>
    /// Implementations must be thread-safe (one instance serves every thread), and what <see cref="Decompress"/>
    /// writes must depend only on the source: destinations are pooled, so their old contents must never show through.
    /// </remarks>
    internal interface ILz4BlockCodec
    {
        /// <summary>Gets the largest block <see cref="Compress"/> can produce for an input of this length.</summary>
        /// <param name="inputLength">The uncompressed length.</param>
        /// <returns>The bound, or 0 when the input is too large for one LZ4 block.</returns>
        int MaxCompressedLength(int inputLength);

        /// <summary>Compresses <paramref name="source"/> into one LZ4 block.</summary>
        /// <param name="source">The data.</param>
        /// <param name="destination">Where the block goes; at least <see cref="MaxCompressedLength"/> bytes guarantees success.</param>
        /// <param name="level">How hard to work; every level writes a standard LZ4 block, and <see cref="MessagePackCompressionLevel.Optimal"/> what the codec always wrote.</param>
        /// <returns>The block's length, or 0 when it did not fit.</returns>
        int Compress(ReadOnlySpan<byte> source, Span<byte> destination, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal);

        /// <summary>
        /// Decodes one LZ4 block that must consume all of <paramref name="source"/>, never writing past
        /// <paramref name="destination"/> nor reading past <paramref name="source"/>.
        /// </summary>
        /// <param name="source">Exactly one compressed block.</param>
        /// <param name="destination">Where the data goes.</param>
        /// <returns>The number of bytes written, or a negative number when the block is malformed or does not fit.</returns>
        int Decompress(ReadOnlySpan<byte> source, Span<byte> destination);
    }
}
