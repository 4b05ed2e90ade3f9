using System;
using System.Buffers;
using BlockPack.Buffers;

namespace BlockPack.Compression
{
    /// <summary>Writes the ext 99 <c>Lz4Block</c> framing: the decompressed length as int32, then one LZ4 block.</summary>
    internal static class Lz4BlockWriter
    {
        private const int MaxHeaderSize = FramingHeaders.MaxExtensionHeaderSize + FramingHeaders.Int32Size;

        /// <summary>Compresses <paramref name="plain"/> into <paramref name="output"/>.</summary>
        /// <param name="plain">The plain msgpack; not empty.</param>
        /// <param name="output">The destination.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="level">The encoder's level.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, ILz4BlockCodec codec, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
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
                    WriteDirect(source, output, codec, level, bound);
                }
                else
                {
                    WriteThroughScratch(source, output, codec, level, bound);
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
        private static void WriteDirect(ReadOnlySpan<byte> source, IBufferWriter<byte> output, ILz4BlockCodec codec, MessagePackCompressionLevel level, int bound)
        {
            Span<byte> destination = output.GetSpan(MaxHeaderSize + bound);
            int compressed = codec.Compress(source, destination.Slice(MaxHeaderSize, bound), level);
            if (compressed <= 0)
            {
                ThrowHelper.ThrowCompressionFailed(source.Length);
            }

            int headerSize = HeaderSize(compressed);
            if (headerSize != MaxHeaderSize)
            {
                destination.Slice(MaxHeaderSize, compressed).CopyTo(destination.Slice(headerSize));
            }

            WriteHeader(destination, source.Length, compressed);
            output.Advance(headerSize + compressed);
        }

        // A large block is compressed into native scratch and copied out in writer-sized pieces, so the destination is
        // never asked for one huge span (which an ArrayBufferWriter would meet with a Large Object Heap array).
        private static void WriteThroughScratch(ReadOnlySpan<byte> source, IBufferWriter<byte> output, ILz4BlockCodec codec, MessagePackCompressionLevel level, int bound)
        {
            using NativeMemoryBuffer scratch = new NativeMemoryBuffer(bound);
            int compressed = codec.Compress(source, scratch.GetSpan(), level);
            if (compressed <= 0)
            {
                ThrowHelper.ThrowCompressionFailed(source.Length);
            }

            output.Advance(WriteHeader(output.GetSpan(MaxHeaderSize), source.Length, compressed));
            ReadOnlySpan<byte> remaining = scratch.GetSpan().Slice(0, compressed);
            while (!remaining.IsEmpty)
            {
                Span<byte> destination = output.GetSpan(Math.Min(remaining.Length, SegmentPool.SegmentSize));
                int count = Math.Min(destination.Length, remaining.Length);
                remaining.Slice(0, count).CopyTo(destination);
                output.Advance(count);
                remaining = remaining.Slice(count);
            }
        }

        private static int HeaderSize(int compressed)
            => FramingHeaders.ExtensionHeaderSize((uint)(FramingHeaders.Int32Size + compressed)) + FramingHeaders.Int32Size;

        private static int WriteHeader(Span<byte> destination, int plainLength, int compressed)
        {
            int written = FramingHeaders.WriteExtensionHeader(destination, Lz4Decompressor.Lz4BlockExtensionType, (uint)(FramingHeaders.Int32Size + compressed));
            return written + FramingHeaders.WriteInt32(destination.Slice(written), plainLength);
        }
    }
}
