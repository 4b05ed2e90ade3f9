using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// Encodes and decodes one self-contained compressed block (an LZ4 block, or a Zstandard frame). The framing code
    /// talks only to this interface, so a framing is written and read the same way whatever codec fills its blocks.
    /// </summary>
    /// <remarks>
    /// Implementations must be thread-safe (one instance serves every thread), and what <see cref="Decompress"/>
    /// writes must depend only on the source: destinations are pooled, so their old contents must never show through.
    /// </remarks>
    internal interface IBlockCodec
    {
        /// <summary>Gets the codec's name as error messages say it ("LZ4", "Zstandard").</summary>
        string Name { get; }

        /// <summary>
        /// Gets the most a valid block can expand: no block of <c>c</c> compressed bytes decodes to more than
        /// <c>c × MaxExpansionFactor + DecompressionLimits.ExpansionSlack</c> bytes (<see cref="DecompressionLimits"/>).
        /// </summary>
        long MaxExpansionFactor { get; }

        /// <summary>
        /// Gets a value indicating whether the blocks of one payload may be decoded on several threads at once (each
        /// block independent of the others).
        /// </summary>
        bool DecodesInParallel { get; }

        /// <summary>Gets the id of the dictionary its blocks need (a framing that has a dictionary-id field carries it), or 0 for none.</summary>
        uint DictionaryId { get; }

        /// <summary>
        /// Gets how much plain msgpack one block spans when written: 0 for a codec whose blocks are cut at every 64 KB
        /// and compressed whole by <see cref="Compress"/> (LZ4, whose window is 64 KB), else the frame size of a codec
        /// that streams a run of plain pieces of that many bytes into one frame (<see cref="CompressFrame"/>,
        /// <see cref="DecompressFrame"/>).
        /// </summary>
        int FrameSize { get; }

        /// <summary>Compresses a run of plain pieces into one frame held in pooled arrays (codecs with a <see cref="FrameSize"/>).</summary>
        /// <param name="plain">The pieces, in order, together <paramref name="plainLength"/> bytes.</param>
        /// <param name="plainLength">The run's length.</param>
        /// <param name="output">Where the pooled arrays go; all full but the last. The caller returns them.</param>
        /// <param name="level">How hard to work.</param>
        /// <param name="largeValue">Whether the frame is one of a value at least one and a half frames long, which a codec may
        /// compress with other parameters (faster, a little larger) than a value of about one frame.</param>
        /// <returns>The frame's length.</returns>
        /// <exception cref="InvalidOperationException">The codec failed.</exception>
        /// <exception cref="NotSupportedException">The codec has no frames (<see cref="FrameSize"/> is 0).</exception>
        long CompressFrame(IReadOnlyList<ReadOnlyMemory<byte>> plain, long plainLength, List<byte[]> output, MessagePackCompressionLevel level, bool largeValue);

        /// <summary>Decodes one frame that must fill exactly <paramref name="declared"/> bytes and end at the end of <paramref name="source"/>.</summary>
        /// <param name="source">The frame, in any number of segments.</param>
        /// <param name="declared">The declared decompressed size.</param>
        /// <param name="output">The destination, written through spans of any size.</param>
        /// <returns><paramref name="declared"/>, or another number when the frame is malformed or another size.</returns>
        /// <exception cref="NotSupportedException">The codec has no frames.</exception>
        long DecompressFrame(in ReadOnlySequence<byte> source, long declared, IBufferWriter<byte> output);

        /// <summary>Gets the largest block <see cref="Compress"/> can produce for an input of this length.</summary>
        /// <param name="inputLength">The uncompressed length.</param>
        /// <returns>The bound, or 0 when the input is too large for one block.</returns>
        int MaxCompressedLength(int inputLength);

        /// <summary>Compresses <paramref name="source"/> into one block.</summary>
        /// <param name="source">The data.</param>
        /// <param name="destination">Where the block goes; at least <see cref="MaxCompressedLength"/> bytes guarantees success.</param>
        /// <param name="level">How hard to work; <see cref="MessagePackCompressionLevel.Optimal"/> is the codec's default.</param>
        /// <returns>The block's length, or 0 when it did not fit.</returns>
        int Compress(ReadOnlySpan<byte> source, Span<byte> destination, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal);

        /// <summary>
        /// Decodes one block that must consume all of <paramref name="source"/>, never writing past
        /// <paramref name="destination"/> nor reading past <paramref name="source"/>.
        /// </summary>
        /// <param name="source">Exactly one compressed block.</param>
        /// <param name="destination">Where the data goes.</param>
        /// <returns>The number of bytes written, or a negative number when the block is malformed or does not fit.</returns>
        int Decompress(ReadOnlySpan<byte> source, Span<byte> destination);
    }
}
