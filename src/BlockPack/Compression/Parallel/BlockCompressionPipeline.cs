using System;
using System.Buffers;
using System.Collections.Generic;
using System.Threading;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;
using BlockPack.Compression.Integrity;
using BlockPack.Internal;

namespace BlockPack.Compression.Parallel
{
    /// <summary>
    /// Compresses the 64 KB segments of an <c>Lz4BlockArray</c> or <c>Lz4Block</c> value on worker threads while the
    /// serializer is still writing the rest of it, then writes the framing in order.
    /// </summary>
    /// <remarks>
    /// <para>
    /// The serializer's <see cref="SegmentedBuffer"/> reports each segment once writing has moved past it
    /// (<see cref="ICompletedSegmentSink"/>); the segment is cut into 64 KB blocks exactly as
    /// <see cref="Lz4BlockArrayWriter"/> cuts it, so both produce the same bytes. Up to <c>degree − 1</c> thread-pool
    /// workers compress blocks, in order, into pooled arrays (a segment-pool array holds a 64 KB block's worst case, so
    /// nothing reaches the Large Object Heap). When the value is written, the calling thread compresses whatever no
    /// worker has taken, waits only for the blocks a worker is compressing at that moment (never for a work item still
    /// queued: a busy thread pool cannot stall the caller), and writes the array header, the ext 98 sizes and the
    /// blocks. The ext 98 header needs every block's size before the first block, which is why the blocks are held
    /// until the end rather than streamed. For <c>Lz4Block</c> the workers also find each block's final literals, and
    /// the blocks are joined into the framing's one block (<see cref="Lz4BlockJoiner"/>).
    /// </para>
    /// <para>
    /// Workers start only when a core is idle (<see cref="HelperBudget"/>): on a machine busy on every core the value is
    /// compressed on the caller alone, as the single-threaded writer would, instead of paying for hand-offs.
    /// </para>
    /// <para>
    /// A formatter that throws, a cancellation or a failing codec end in <see cref="Return"/>, which stops the workers,
    /// waits for blocks in progress (they read the caller's segments) and gives every array back. One instance per
    /// thread is reused; a work item that starts after its serialization ended sees a newer generation and does nothing.
    /// </para>
    /// </remarks>
    internal sealed class BlockCompressionPipeline : ICompletedSegmentSink
    {
        /// <summary>
        /// How many blocks must be waiting before a worker is started. Handing one block to the thread pool costs a
        /// wake-up (tens of microseconds on a busy machine) and, at the end, a wait for the block it holds; with fewer
        /// blocks than this the caller compresses them faster itself (docs/performance.md, "Pipelined compression").
        /// </summary>
        internal const int MinimumBlocksForWorkers = 4;

        [ThreadStatic]
        private static BlockCompressionPipeline? threadCached;

        private readonly object gate = new object();
        private readonly List<CompressedPiece> blocks = new List<CompressedPiece>();
#if NET5_0_OR_GREATER
        private readonly Action<WorkItem> work;
#else
        private readonly WaitCallback work;
#endif
        private ILz4BlockCodec? codec;
        private bool singleBlock;
        private bool checksums;
        private MessagePackCompressionLevel level;
        private int maxWorkers;
        private bool backOff;
        private bool registeredCaller;
        private long generation;
        private long reportedLength;
        private int nextBlock;
        private int workers;
        private int blocksInProgress;
        private int arraysHeld;
        private bool stopped;
        private Exception? failure;

        private BlockCompressionPipeline()
        {
#if NET5_0_OR_GREATER
            this.work = static item => item.Pipeline.Work(item.Generation, item.Budgeted);
#else
            this.work = static state => ((WorkItem)state!).Pipeline.Work(((WorkItem)state!).Generation, ((WorkItem)state!).Budgeted);
#endif
        }

        /// <summary>Takes this thread's pipeline (or a new one) for one serialization.</summary>
        /// <param name="codec">The codec; thread-safe.</param>
        /// <param name="degree">The most threads compressing at once, the caller's included; 1 compresses on the caller only
        /// (the checked framing, whose header needs every block first, uses it that way).</param>
        /// <param name="singleBlock">Whether the value is framed as <c>Lz4Block</c> (<see cref="WriteSingleBlock"/>).</param>
        /// <param name="checksums">Whether to write the checked framing (ext 97 or 96), each block's CRC computed where it is compressed.</param>
        /// <param name="level">The encoder's level.</param>
        /// <param name="backOff">Whether workers start only when a core is idle (<see cref="HelperBudget"/>); tests that must
        /// see a worker turn it off.</param>
        /// <returns>The pipeline; give it back with <see cref="Return"/>.</returns>
        internal static BlockCompressionPipeline Rent(ILz4BlockCodec codec, int degree, bool singleBlock = false, bool checksums = false, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal, bool backOff = true)
        {
            BlockCompressionPipeline pipeline = threadCached ?? new BlockCompressionPipeline();
            threadCached = null;
            pipeline.codec = codec;
            pipeline.singleBlock = singleBlock;
            pipeline.checksums = checksums;
            pipeline.level = level;
            pipeline.maxWorkers = degree - 1;
            pipeline.backOff = backOff;
            return pipeline;
        }

        /// <summary>
        /// Gets a value indicating whether a worker was started, so that blocks may already be compressed; until then the
        /// single-threaded writer, which compresses straight into the output, is the cheaper way to finish.
        /// </summary>
        internal bool HasStartedWorkers { get; private set; }

        /// <summary>Gets how many pooled arrays the pipeline holds now (for tests: 0 after <see cref="Return"/>).</summary>
        internal int ArraysHeld => Volatile.Read(ref this.arraysHeld);

        /// <inheritdoc/>
        public void OnSegmentCompleted(ReadOnlyMemory<byte> written)
        {
            bool startWorker;
            lock (this.gate)
            {
                this.AddBlocks(written);
                startWorker = !this.stopped && this.workers < this.maxWorkers && this.blocks.Count >= MinimumBlocksForWorkers
                    && this.nextBlock < this.blocks.Count;
                if (startWorker && this.backOff)
                {
                    // Registered from the first time a worker could help until Return: small values, which never get
                    // here, pay nothing for the process-wide count.
                    if (!this.registeredCaller)
                    {
                        HelperBudget.EnterCaller();
                        this.registeredCaller = true;
                    }

                    startWorker = HelperBudget.TryTakeHelpers(1) == 1;
                }

                if (startWorker)
                {
                    this.workers++;
                    this.HasStartedWorkers = true;
                }
            }

            if (startWorker)
            {
                this.StartWorker();
            }
        }

        /// <summary>
        /// Finishes the value: compresses the blocks no worker took, waits for those in progress and writes the framing
        /// of all of <paramref name="plain"/> to <paramref name="output"/>.
        /// </summary>
        /// <param name="plain">Everything the serializer wrote, including the segments already reported.</param>
        /// <param name="output">The destination.</param>
        /// <param name="framing">Writes the header and blocks of a framing other than the LZ4 block array, or null.</param>
        internal void WriteFramed(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, IBlockArrayFraming? framing = null)
        {
            this.CompressAll(plain);
            if (framing is not null)
            {
                framing.Write(output, this.blocks, this.checksums);
                return;
            }

            if (this.checksums)
            {
                CheckedFraming.WriteArrayHeader(output, this.blocks);
            }
            else
            {
                Lz4BlockArrayWriter.WriteHeader(output, this.blocks);
            }

            foreach (CompressedPiece block in this.blocks)
            {
                ReadOnlySpan<byte> compressed = block.Block;
                Span<byte> destination = output.GetSpan(FramingHeaders.Bin32HeaderSize + compressed.Length);
                FramingHeaders.WriteBin32Header(destination, compressed.Length);
                compressed.CopyTo(destination.Slice(FramingHeaders.Bin32HeaderSize));
                output.Advance(FramingHeaders.Bin32HeaderSize + compressed.Length);
            }
        }

        /// <summary>
        /// Finishes an <c>Lz4Block</c> value: compresses the blocks no worker took, waits for those in progress and
        /// writes the framing of all of <paramref name="plain"/>, its blocks joined into one.
        /// </summary>
        /// <param name="plain">Everything the serializer wrote, including the segments already reported.</param>
        /// <param name="output">The destination.</param>
        internal void WriteSingleBlock(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output)
        {
            this.CompressAll(plain);
            Lz4BlockJoiner.Write(this.blocks, plain, output, this.checksums);
        }

        /// <summary>Adds the blocks not reported yet, compresses alongside the workers and waits for them.</summary>
        private void CompressAll(in ReadOnlySequence<byte> plain)
        {
            lock (this.gate)
            {
                foreach (ReadOnlyMemory<byte> memory in plain.Slice(this.reportedLength))
                {
                    this.AddBlocks(memory);
                }
            }

            // The caller works alongside the workers until no block is left to take.
            this.CompressBlocks(this.generation);
            lock (this.gate)
            {
                this.stopped = true;
                while (this.blocksInProgress > 0)
                {
                    Monitor.Wait(this.gate);
                }
            }

            if (this.failure is not null)
            {
                ThrowHelper.ThrowCompressionFailed(this.failure);
            }
        }

        /// <summary>Compresses <paramref name="plain"/> into the checked block-array framing on the calling thread alone.</summary>
        /// <param name="plain">The plain msgpack; not empty.</param>
        /// <param name="output">The destination.</param>
        /// <param name="codec">The codec.</param>
        /// <param name="level">The encoder's level.</param>
        internal static void WriteChecked(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, ILz4BlockCodec codec, MessagePackCompressionLevel level)
        {
            BlockCompressionPipeline pipeline = Rent(codec, degree: 1, checksums: true, level: level);
            try
            {
                pipeline.WriteFramed(plain, output);
            }
            finally
            {
                pipeline.Return();
            }
        }

        /// <summary>
        /// Stops the workers, waits for the blocks they are compressing, gives every array back and returns the pipeline
        /// to this thread's cache. Call it once, on success or failure, before the plain segments are released.
        /// </summary>
        internal void Return()
        {
            if (this.registeredCaller)
            {
                HelperBudget.ExitCaller();
                this.registeredCaller = false;
            }

            if (!this.HasStartedWorkers && this.nextBlock == 0)
            {
                // No work item was ever queued and no block taken, so no other thread
                // can see this pipeline and it holds no arrays: the common case, every small value, skips the lock.
                this.blocks.Clear();
                this.codec = null;
                this.checksums = false;
                this.level = MessagePackCompressionLevel.Optimal;
                this.reportedLength = 0;
                threadCached = this;
                return;
            }

            lock (this.gate)
            {
                this.stopped = true;
                while (this.blocksInProgress > 0)
                {
                    Monitor.Wait(this.gate);
                }

                // A work item still queued belongs to this generation and will find nothing to do.
                this.generation++;
            }

            foreach (CompressedPiece block in this.blocks)
            {
                if (block.ReturnArray())
                {
                    Interlocked.Decrement(ref this.arraysHeld);
                }
            }

            this.blocks.Clear();
            this.codec = null;
            this.checksums = false;
            this.level = MessagePackCompressionLevel.Optimal;
            this.reportedLength = 0;
            this.nextBlock = 0;
            this.workers = 0;
            this.stopped = false;
            this.HasStartedWorkers = false;
            this.failure = null;
            threadCached = this;
        }

        private void AddBlocks(ReadOnlyMemory<byte> written)
        {
            this.reportedLength += written.Length;
            Lz4BlockWriter.AddPieces(written, this.blocks);
        }

        private void StartWorker()
        {
#if NET5_0_OR_GREATER
            ThreadPool.UnsafeQueueUserWorkItem(this.work, new WorkItem(this, this.generation, this.backOff), preferLocal: false);
#else
            ThreadPool.UnsafeQueueUserWorkItem(this.work, new WorkItem(this, this.generation, this.backOff));
#endif
        }

        private void Work(long workGeneration, bool budgeted)
        {
            try
            {
                this.CompressBlocks(workGeneration);
                lock (this.gate)
                {
                    if (this.generation == workGeneration)
                    {
                        this.workers--;
                    }
                }
            }
            finally
            {
                if (budgeted)
                {
                    HelperBudget.ReleaseHelper();
                }
            }
        }

        /// <summary>Takes blocks in order and compresses them until none is left, the pipeline stops or its generation ends.</summary>
        private void CompressBlocks(long workGeneration)
        {
            while (true)
            {
                CompressedPiece block;
                lock (this.gate)
                {
                    if (this.stopped || this.generation != workGeneration || this.nextBlock == this.blocks.Count)
                    {
                        return;
                    }

                    block = this.blocks[this.nextBlock++];
                    this.blocksInProgress++;
                }

                try
                {
                    Interlocked.Increment(ref this.arraysHeld);
                    block.Compress(this.codec!, this.singleBlock, this.level, computeChecksum: this.checksums && !this.singleBlock);
                }
                catch (Exception exception)
                {
                    lock (this.gate)
                    {
                        this.failure ??= exception;
                        this.stopped = true;
                    }
                }
                finally
                {
                    lock (this.gate)
                    {
                        if (--this.blocksInProgress == 0)
                        {
                            Monitor.PulseAll(this.gate);
                        }
                    }
                }
            }
        }

        /// <summary>What a queued work item needs: the pipeline and the serialization it was queued for.</summary>
        private sealed class WorkItem
        {
            internal WorkItem(BlockCompressionPipeline pipeline, long generation, bool budgeted)
            {
                this.Pipeline = pipeline;
                this.Generation = generation;
                this.Budgeted = budgeted;
            }

            internal BlockCompressionPipeline Pipeline { get; }

            internal long Generation { get; }

            /// <summary>Gets a value indicating whether the item holds a <see cref="HelperBudget"/> slot to give back.</summary>
            internal bool Budgeted { get; }
        }
    }
}
