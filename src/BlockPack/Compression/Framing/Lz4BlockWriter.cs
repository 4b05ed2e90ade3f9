using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Integrity;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Writes the ext 99 <c>Lz4Block</c> framing: the decompressed length as int32, then one LZ4 block; or its checked form,
    /// ext 96 (<see cref="CheckedFraming"/>), whose header also holds the block's and its own CRC-32C.
    /// </summary>
    internal static class Lz4BlockWriter
    {
        /// <summary>The longest header: an ext 32 header and the int32 length.</summary>
        internal const int MaxHeaderSize = FramingHeaders.MaxExtensionHeaderSize + FramingHeaders.Int32Size;

        /// <summary>Compresses <paramref name="plain"/> into <paramref name="output"/>.</summary>
        /// <param name="plain">The plain msgpack; not empty.</param>
        /// <param name="output">The destination.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="checksums">Whether to write the checked framing.</param>
        /// <param name="level">The encoder's level.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, IBlockCodec codec, bool checksums = false, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
        {
            long length = plain.Length;
            int bound = length > ManagedLz4BlockCodec.MaxInputSize ? 0 : codec.MaxCompressedLength((int)length);
            if (bound <= 0)
            {
                ThrowHelper.ThrowTooLargeForLz4Block(length);
            }

            if (bound > SegmentPool.SegmentSize)
            {
                WriteJoined(plain, output, codec, checksums, level);
                return;
            }

            // One LZ4 block needs its input contiguous; a multi-segment input (this short) is gathered into a pooled segment.
            byte[]? pooledScratch = null;
            try
            {
                ReadOnlySpan<byte> source;
                if (plain.IsSingleSegment)
                {
                    source = plain.First.Span;
                }
                else
                {
                    pooledScratch = SegmentPool.Rent();
                    plain.CopyTo(pooledScratch);
                    source = pooledScratch.AsSpan(0, (int)length);
                }

                WriteDirect(source, output, codec, bound, checksums, level);
            }
            finally
            {
                if (pooledScratch is not null)
                {
                    SegmentPool.Return(pooledScratch);
                }
            }
        }

        /// <summary>Writes the header: the ext 99 header for the block's length, then the plain length as int32.</summary>
        /// <param name="destination">At least <see cref="MaxHeaderSize"/> bytes.</param>
        /// <param name="plainLength">The decompressed length.</param>
        /// <param name="compressed">The block's length.</param>
        /// <returns>The bytes written.</returns>
        internal static int WriteHeader(Span<byte> destination, int plainLength, int compressed)
        {
            int written = FramingHeaders.WriteExtensionHeader(destination, ReservedExtensionTypeCodes.Lz4Block, (uint)(FramingHeaders.Int32Size + compressed));
            return written + FramingHeaders.WriteInt32(destination.Slice(written), plainLength);
        }

        // Longer than a segment's worth: no contiguous copy of the input and no one-shot compression of it (the native
        // encoder takes 64 KB at most); the 64 KB pieces are compressed one by one and joined into one block.
        private static void WriteJoined(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, IBlockCodec codec, bool checksums, MessagePackCompressionLevel level)
        {
            var pieces = new List<CompressedPiece>((int)(plain.Length / SegmentPool.SegmentSize) + 2);
            try
            {
                foreach (ReadOnlyMemory<byte> memory in plain)
                {
                    BlockArrayWriter.AddPieces(memory, pieces);
                }

                foreach (CompressedPiece piece in pieces)
                {
                    try
                    {
                        piece.Compress(codec, findFinalSequence: true, level);
                    }
                    catch (InvalidOperationException)
                    {
                        ThrowHelper.ThrowCompressionFailed(codec.Name, piece.Plain.Length);
                    }
                }

                Lz4BlockJoiner.Write(pieces, plain, output, checksums);
            }
            finally
            {
                foreach (CompressedPiece piece in pieces)
                {
                    piece.ReturnArray();
                }
            }
        }

        // Up to a segment's worth, the block is compressed straight into the writer after room for the longest header;
        // the real header is usually shorter, so the block is then moved back over the gap (a small memmove).
        private static void WriteDirect(ReadOnlySpan<byte> source, IBufferWriter<byte> output, IBlockCodec codec, int bound, bool checksums, MessagePackCompressionLevel level)
        {
            int maxHeaderSize = checksums ? CheckedFraming.MaxBlockHeaderSize : MaxHeaderSize;
            Span<byte> destination = output.GetSpan(maxHeaderSize + bound);
            int compressed = codec.Compress(source, destination.Slice(maxHeaderSize, bound), level);
            if (compressed <= 0)
            {
                ThrowHelper.ThrowCompressionFailed(codec.Name, source.Length);
            }

            uint checksum = checksums ? BlockChecksum.Compute(source, destination.Slice(maxHeaderSize, compressed)) : 0;
            int headerSize = checksums ? CheckedFraming.BlockHeaderSize(compressed) : HeaderSize(compressed);
            if (headerSize != maxHeaderSize)
            {
                destination.Slice(maxHeaderSize, compressed).CopyTo(destination.Slice(headerSize));
            }

            if (checksums)
            {
                CheckedFraming.WriteBlockHeader(destination, source.Length, compressed, checksum);
            }
            else
            {
                WriteHeader(destination, source.Length, compressed);
            }

            output.Advance(headerSize + compressed);
        }

        private static int HeaderSize(int compressed)
            => FramingHeaders.ExtensionHeaderSize((uint)(FramingHeaders.Int32Size + compressed)) + FramingHeaders.Int32Size;
    }
}
