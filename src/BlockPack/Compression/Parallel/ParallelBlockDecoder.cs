using System;
using System.Buffers;
using System.Runtime.ExceptionServices;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;
using BlockPack.Compression.Integrity;
using BlockPack.Internal;

namespace BlockPack.Compression.Parallel
{
    /// <summary>
    /// Decodes the blocks of a large <c>Lz4BlockArray</c> payload on several threads. The caller's thread plans a batch
    /// (which blocks go into which 64 KB segment), the threads, the caller's included, each take a segment, rent its
    /// storage and decode into it, and the segments are then appended to the output in their original order.
    /// </summary>
    /// <remarks>
    /// <para>
    /// The decoding is work-sharing (<see cref="WorkShare"/>): the caller and its thread-pool helpers claim segments from one atomic cursor, so the
    /// calling thread decodes every segment no helper has started and waits only for the segments a helper is decoding
    /// at that moment, never for a work item still queued. A starved or capped thread pool therefore costs the caller at
    /// most its single-threaded time; a helper that starts after the batch is done finds nothing left and returns.
    /// Helpers are only queued when a core is idle (<see cref="HelperBudget"/>), so a machine busy on every core pays
    /// for no hand-off it cannot use.
    /// </para>
    /// <para>
    /// Renting happens where a segment is decoded because, when the pool runs short, a fresh array costs a zeroing
    /// allocation; done on the planning thread it would serialize that part of the work. Batches of at most
    /// <see cref="BatchSegments"/> segments keep the bookkeeping arrays small (never on the Large Object Heap) whatever
    /// the payload size. Errors are reported for the lowest failing block, as a sequential decode would.
    /// </para>
    /// </remarks>
    internal static class ParallelBlockDecoder
    {
        /// <summary>
        /// The smallest payload decoded in parallel. Measured on a 2-core machine (docs/performance.md): from 256 KB (four
        /// 64 KB blocks) two threads beat one by 1.6× or more; at 128–192 KB the gain is about 1.3×, a few microseconds,
        /// not worth a trip through the thread pool on a busy server.
        /// </summary>
        internal const long MinimumPayload = 256 * 1024;

        /// <summary>The average decompressed block size below which a payload is always decoded on one thread.</summary>
        internal const long MinimumAverageBlock = 16 * 1024;

        private const int BatchSegments = 128;
        private const int BatchBlocks = 512;

        /// <summary>Decodes every block after <paramref name="blocks"/> into <paramref name="buffer"/>, in order.</summary>
        /// <param name="lengths">A reader at the first declared length.</param>
        /// <param name="blocks">A reader at the first block header; the structure has been validated.</param>
        /// <param name="blockCount">The number of blocks.</param>
        /// <param name="buffer">The output.</param>
        /// <param name="codec">The codec (thread-safe).</param>
        /// <param name="maxDegree">The most threads to use.</param>
        /// <param name="isChecked">Whether <paramref name="lengths"/> is a checked (ext 97) table, whose checksums each worker verifies.</param>
        /// <param name="backOff">Whether helpers start only when a core is idle (<see cref="HelperBudget"/>).</param>
        internal static void Decode(FramingReader lengths, FramingReader blocks, long blockCount, SegmentedBuffer buffer, IBlockCodec codec, int maxDegree, bool isChecked = false, bool backOff = true)
        {
            if (backOff)
            {
                HelperBudget.EnterCaller();
            }

            try
            {
                DecodeBatches(lengths, blocks, blockCount, buffer, codec, maxDegree, isChecked, backOff);
            }
            finally
            {
                if (backOff)
                {
                    HelperBudget.ExitCaller();
                }
            }
        }

        private static void DecodeBatches(FramingReader lengths, FramingReader blocks, long blockCount, SegmentedBuffer buffer, IBlockCodec codec, int maxDegree, bool isChecked, bool backOff)
        {
            ReadOnlySequence<byte> input = blocks.Sequence;
            SequencePosition cursor = input.Start;
            long cursorOffset = 0;
            Batch batch = new Batch(codec);
            long index = 0;
            while (index < blockCount)
            {
                batch.Clear();
                while (index < blockCount && batch.HasRoom)
                {
                    BlockEntry entry = lengths.ReadBlockEntry(isChecked);
                    int declared = (int)entry.Declared;
                    long position = blocks.Consumed;
                    int compressed = (int)blocks.ReadBlockHeader(index);
                    long sourceOffset = blocks.Consumed;
                    blocks.Advance(compressed);
                    if (declared != 0)
                    {
                        // Positions are found relative to the previous block, so a payload in many small segments costs
                        // one walk over them, not one per block.
                        cursor = input.GetPosition(sourceOffset - cursorOffset, cursor);
                        cursorOffset = sourceOffset;
                        batch.Add(input.Slice(cursor, compressed), declared, index, position, entry.Checksum);
                    }

                    index++;
                }

                batch.Run(maxDegree, backOff);
                batch.HandOver(buffer);
            }
        }

        /// <summary>Decodes one block (checking it first when it has a checksum), copying it first when it straddles input segments.</summary>
        private static int DecodeBlock(ref Block block, Span<byte> destination, IBlockCodec codec)
        {
            ReadOnlySequence<byte> source = block.Source;
            if (source.IsSingleSegment)
            {
#if NET8_0_OR_GREATER
                return BlockChecksum.Decode(source.FirstSpan, destination, codec, block.Checksum, out block.ActualChecksum);
#else
                return BlockChecksum.Decode(source.First.Span, destination, codec, block.Checksum, out block.ActualChecksum);
#endif
            }

            int length = (int)source.Length;
            if (length <= SegmentPool.ArrayLength)
            {
                byte[] scratch = SegmentPool.Rent();
                try
                {
                    source.CopyTo(scratch);
                    return BlockChecksum.Decode(scratch.AsSpan(0, length), destination, codec, block.Checksum, out block.ActualChecksum);
                }
                finally
                {
                    SegmentPool.Return(scratch);
                }
            }

            using NativeMemoryBuffer native = new NativeMemoryBuffer(length);
            Span<byte> copy = native.GetSpan();
            source.CopyTo(copy);
            return BlockChecksum.Decode(copy, destination, codec, block.Checksum, out block.ActualChecksum);
        }

        private struct Block
        {
            internal ReadOnlySequence<byte> Source;
            internal int Declared;
            internal int Result;
            internal long Index;
            internal long Position;
            internal uint? Checksum;
            internal uint ActualChecksum;
        }

        private struct Segment
        {
            internal int FirstBlock;
            internal int BlockCount;
            internal int Length;
            internal byte[]? Array;
            internal NativeMemoryBuffer? Native;
            internal ExceptionDispatchInfo? Error;
        }

        /// <summary>One batch of blocks grouped into segments.</summary>
        private sealed class Batch : IIndexedWork
        {
            private readonly Block[] blocks = new Block[BatchBlocks];
            private readonly Segment[] segments = new Segment[BatchSegments];
            private readonly IBlockCodec codec;
            private int blockCount;
            private int segmentCount;

            internal Batch(IBlockCodec codec)
            {
                this.codec = codec;
            }

            internal bool HasRoom => this.blockCount < BatchBlocks && this.segmentCount < BatchSegments;

            internal void Clear()
            {
                System.Array.Clear(this.blocks, 0, this.blockCount);
                System.Array.Clear(this.segments, 0, this.segmentCount);
                this.blockCount = 0;
                this.segmentCount = 0;
            }

            internal void Add(ReadOnlySequence<byte> source, int declared, long index, long position, uint? checksum)
            {
                this.blocks[this.blockCount] = new Block { Source = source, Declared = declared, Index = index, Position = position, Checksum = checksum };

                // As SegmentedBuffer lays out writes: blocks share a segment while they fit in 64 KB; a larger block
                // gets one of its own (a pooled array up to its slack, native memory beyond).
                if (this.segmentCount > 0)
                {
                    ref Segment last = ref this.segments[this.segmentCount - 1];
                    if ((long)last.Length + declared <= SegmentPool.SegmentSize)
                    {
                        last.BlockCount++;
                        last.Length += declared;
                        this.blockCount++;
                        return;
                    }
                }

                this.segments[this.segmentCount++] = new Segment { FirstBlock = this.blockCount, BlockCount = 1, Length = declared };
                this.blockCount++;
            }

            /// <summary>Decodes every segment, on up to <paramref name="maxDegree"/> threads (<see cref="WorkShare"/>).</summary>
            internal void Run(int maxDegree, bool backOff) => WorkShare.Run(this, this.segmentCount, maxDegree, backOff);

            /// <inheritdoc/>
            void IIndexedWork.Run(int index) => this.DecodeSegment(index);

            /// <summary>Appends every segment's storage in order, then throws for the first block that failed.</summary>
            internal void HandOver(SegmentedBuffer buffer)
            {
                // Storage goes to the buffer even after a failure, so that disposing the buffer returns all of it.
                for (int s = 0; s < this.segmentCount; s++)
                {
                    ref Segment segment = ref this.segments[s];
                    if (segment.Array is not null)
                    {
                        buffer.AppendFilled(segment.Array, segment.Length);
                    }
                    else if (segment.Native is not null)
                    {
                        buffer.AppendFilled(segment.Native, segment.Length);
                    }
                }

                for (int s = 0; s < this.segmentCount; s++)
                {
                    ref Segment segment = ref this.segments[s];
                    for (int b = segment.FirstBlock; b < segment.FirstBlock + segment.BlockCount; b++)
                    {
                        ref Block block = ref this.blocks[b];
                        if (block.Result != block.Declared)
                        {
                            if (block.Result == BlockChecksum.Mismatch)
                            {
                                ThrowHelper.ThrowBlockChecksumMismatch(block.Index, block.Checksum!.Value, block.ActualChecksum, block.Position);
                            }

                            segment.Error?.Throw();
                            ThrowHelper.ThrowCorruptBlock(this.codec, block.Index, block.Result, block.Declared, block.Position);
                        }
                    }
                }
            }

            /// <summary>Rents one segment's storage and decodes its blocks into it; records a failure instead of throwing.</summary>
            internal void DecodeSegment(int s)
            {
                ref Segment segment = ref this.segments[s];
                try
                {
                    Span<byte> storage;
                    if (segment.Length <= SegmentPool.ArrayLength)
                    {
                        segment.Array = SegmentPool.Rent();
                        storage = segment.Array.AsSpan(0, segment.Length);
                    }
                    else
                    {
                        segment.Native = new NativeMemoryBuffer(segment.Length);
                        storage = segment.Native.GetSpan();
                    }

                    for (int b = segment.FirstBlock; b < segment.FirstBlock + segment.BlockCount; b++)
                    {
                        ref Block block = ref this.blocks[b];
                        block.Result = DecodeBlock(ref block, storage.Slice(0, block.Declared), this.codec);
                        if (block.Result != block.Declared)
                        {
                            break;
                        }

                        storage = storage.Slice(block.Declared);
                    }
                }
                catch (Exception e)
                {
                    // Kept for the thread that reports errors in block order; Result stays 0, never a declared size.
                    segment.Error = ExceptionDispatchInfo.Capture(e);
                }
            }
        }
    }
}
