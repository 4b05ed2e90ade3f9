using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// What every raw-LZ4 codec shares (BlockPack's native decoder and encoder, the managed K4os.Compression.LZ4): the
    /// name, LZ4's expansion limit, independent blocks and no dictionary.
    /// </summary>
    internal abstract class Lz4BlockCodec : IBlockCodec
    {
        /// <inheritdoc/>
        public string Name => "LZ4";

        /// <inheritdoc/>
        public long MaxExpansionFactor => DecompressionLimits.MaxExpansionFactor;

        /// <inheritdoc/>
        public bool DecodesInParallel => true;

        /// <inheritdoc/>
        public uint DictionaryId => 0;

        /// <inheritdoc/>
        public int FrameSize => 0;

        /// <inheritdoc/>
        public long CompressFrame(IReadOnlyList<ReadOnlyMemory<byte>> plain, long plainLength, List<byte[]> output, MessagePackCompressionLevel level, bool largeValue)
            => throw new NotSupportedException("LZ4 blocks are compressed whole, 64 KB at a time.");

        /// <inheritdoc/>
        public long DecompressFrame(in ReadOnlySequence<byte> source, long declared, IBufferWriter<byte> output)
            => throw new NotSupportedException("LZ4 blocks are decoded whole.");

        /// <inheritdoc/>
        public abstract int MaxCompressedLength(int inputLength);

        /// <inheritdoc/>
        public abstract int Compress(ReadOnlySpan<byte> source, Span<byte> destination, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal);

        /// <inheritdoc/>
        public abstract int Decompress(ReadOnlySpan<byte> source, Span<byte> destination);
    }
}
