using System;
using System.Buffers;
using BlockPack.Buffers;
using BlockPack.Compression.Integrity;

namespace BlockPack.Compression
{
    /// <summary>
    /// Writes the ext 99 <c>Lz4Block</c> framing: the decompressed length as int32, then one LZ4 block; or its checked form,
    /// ext 96 (<see cref="CheckedFraming"/>), whose header also holds the block's and its own CRC-32C.
    /// </summary>
    internal static class Lz4BlockWriter
    {
        private const int MaxUncheckedHeaderSize = FramingHeaders.MaxExtensionHeaderSize + FramingHeaders.Int32Size;

        /// <summary>Compresses <paramref name="plain"/> into <paramref name="output"/>.</summary>
        /// <param name="plain">The plain msgpack; not empty.</param>
        /// <param name="output">The destination.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="checksums">Whether to write the checked framing.</param>
        /// <param name="level">The encoder's level.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, ILz4BlockCodec codec, bool checksums = false, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
        {
            long length = plain.Length;
            int bound = length > ManagedLz4BlockCodec.MaxInputSize ? 0 : codec.MaxCompressedLength((int)length);
            if (bound <= 0)
            {
                ThrowHelper.ThrowTooLargeForLz4Block(length);
            }

            // One LZ4 block needs its input contiguous; a multi-segment input is gathered into a pooled segment when it
            // fits and into native memory when not, never into a large managed array.
            byte[]? pooledScratch = null;
            NativeMemoryBuffer? nativeScratch = null;
            try
            {
                ReadOnlySpan<byte> source;
                if (plain.IsSingleSegment)
                {
                    source = plain.First.Span;
                }
                else if (length <= SegmentPool.ArrayLength)
                {
                    pooledScratch = SegmentPool.Rent();
                    plain.CopyTo(pooledScratch);
                    source = pooledScratch.AsSpan(0, (int)length);
                }
                else
                {
                    nativeScratch = new NativeMemoryBuffer((int)length);
                    plain.CopyTo(nativeScratch.GetSpan());
                    source = nativeScratch.GetSpan();
                }

                if (bound <= SegmentPool.SegmentSize)
                {
                    WriteDirect(source, output, codec, level, bound, checksums);
                }
                else
                {
                    WriteThroughScratch(source, output, codec, level, bound, checksums);
                }
            }
            finally
            {
                if (pooledScratch is not null)
                {
                    SegmentPool.Return(pooledScratch);
                }

                ((IDisposable?)nativeScratch)?.Dispose();
            }
        }

        // Up to a segment's worth, the block is compressed straight into the writer after room for the longest header;
        // the real header is usually shorter, so the block is then moved back over the gap (a small memmove).
        private static void WriteDirect(ReadOnlySpan<byte> source, IBufferWriter<byte> output, ILz4BlockCodec codec, MessagePackCompressionLevel level, int bound, bool checksums)
        {
            int maxHeaderSize = checksums ? CheckedFraming.MaxBlockHeaderSize : MaxUncheckedHeaderSize;
            Span<byte> destination = output.GetSpan(maxHeaderSize + bound);
            int compressed = codec.Compress(source, destination.Slice(maxHeaderSize, bound), level);
            if (compressed <= 0)
            {
                ThrowHelper.ThrowCompressionFailed(source.Length);
            }

            uint checksum = checksums ? BlockChecksum.Compute(source, destination.Slice(maxHeaderSize, compressed)) : 0;
            int headerSize = HeaderSize(compressed, checksums);
            if (headerSize != maxHeaderSize)
            {
                destination.Slice(maxHeaderSize, compressed).CopyTo(destination.Slice(headerSize));
            }

            WriteHeader(destination, source.Length, compressed, checksums, checksum);
            output.Advance(headerSize + compressed);
        }

        // A large block is compressed into native scratch and copied out in writer-sized pieces, so the destination is
        // never asked for one huge span (which an ArrayBufferWriter would meet with a Large Object Heap array).
        private static void WriteThroughScratch(ReadOnlySpan<byte> source, IBufferWriter<byte> output, ILz4BlockCodec codec, MessagePackCompressionLevel level, int bound, bool checksums)
        {
            using NativeMemoryBuffer scratch = new NativeMemoryBuffer(bound);
            int compressed = codec.Compress(source, scratch.GetSpan(), level);
            if (compressed <= 0)
            {
                ThrowHelper.ThrowCompressionFailed(source.Length);
            }

            ReadOnlySpan<byte> remaining = scratch.GetSpan().Slice(0, compressed);
            uint checksum = checksums ? BlockChecksum.Compute(source, remaining) : 0;
            output.Advance(WriteHeader(output.GetSpan(CheckedFraming.MaxBlockHeaderSize), source.Length, compressed, checksums, checksum));
            while (!remaining.IsEmpty)
            {
                Span<byte> destination = output.GetSpan(Math.Min(remaining.Length, SegmentPool.SegmentSize));
                int count = Math.Min(destination.Length, remaining.Length);
                remaining.Slice(0, count).CopyTo(destination);
                output.Advance(count);
                remaining = remaining.Slice(count);
            }
        }

        private static int HeaderSize(int compressed, bool checksums) => checksums
            ? CheckedFraming.BlockHeaderSize(compressed)
            : FramingHeaders.ExtensionHeaderSize((uint)(FramingHeaders.Int32Size + compressed)) + FramingHeaders.Int32Size;

        private static int WriteHeader(Span<byte> destination, int plainLength, int compressed, bool checksums, uint checksum)
        {
            if (checksums)
            {
                return CheckedFraming.WriteBlockHeader(destination, plainLength, compressed, checksum);
            }

            int written = FramingHeaders.WriteExtensionHeader(destination, Lz4Decompressor.Lz4BlockExtensionType, (uint)(FramingHeaders.Int32Size + compressed));
            return written + FramingHeaders.WriteInt32(destination.Slice(written), plainLength);
        }
    }
}
