using System;
using System.Buffers;
using System.Collections.Generic;
using System.Threading;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;
using BlockPack.Internal;

namespace BlockPack.Compression.Parallel
{
    /// <summary>
    /// Compresses the 64 KB pieces of a value (or, for a codec with frames, runs of them up to its frame size) on worker
    /// threads while the serializer is still writing the rest of it, and hands the compressed pieces, in order, to
    /// whoever writes the framing. It knows no framing: the pieces are cut by <see cref="BlockArrayWriter.AddPieces"/> or
    /// <see cref="ZstdFramesWriter.AddPieces"/>, the rules the writers follow on the calling thread, so the bytes are the
    /// same either way.
    /// </summary>
    /// <remarks>
    /// <para>
    /// The serializer's <see cref="SegmentedBuffer"/> reports each segment once writing has moved past it
    /// (<see cref="ICompletedSegmentSink"/>). Up to <c>degree − 1</c> thread-pool workers compress pieces, in order,
    /// into pooled arrays (a segment-pool array holds a 64 KB block's worst case, so nothing reaches the Large Object
    /// Heap). When the value is written, <see cref="CompressAll"/> compresses on the calling thread whatever no worker
    /// has taken, waits only for the pieces a worker is compressing at that moment (never for a work item still
    /// queued: a busy thread pool cannot stall the caller) and returns them all. The pieces are held until the end
    /// because a block array's header needs every size before the first block. For <c>Lz4Block</c> the workers also
    /// find each piece's final literals, so that the pieces can be joined into one block.
    /// </para>
    /// <para>
    /// Workers start only when a core is idle (<see cref="HelperBudget"/>): on a machine busy on every core the value is
    /// compressed on the caller alone, as the single-threaded writer would, instead of paying for hand-offs.
    /// </para>
    /// <para>
    /// A formatter that throws, a cancellation or a failing codec end in <see cref="Return"/>, which stops the workers,
    /// waits for pieces in progress (they read the caller's segments) and gives every array back. One instance per
    /// thread is reused; everything one serialization sets is in one <see cref="State"/>, reset as a whole, and a work
    /// item that starts after its serialization ended sees a newer generation and does nothing.
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

        /// <summary>Counts serializations; a work item queued for an earlier one does nothing. Never reset.</summary>
        private long generation;
        private int arraysHeld;
        private State state;

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
        /// <param name="degree">The most threads compressing at once, the caller's included.</param>
        /// <param name="findFinalSequence">Whether each piece's final literals are found, for joining the pieces into one <c>Lz4Block</c>.</param>
        /// <param name="checksums">Whether each piece's CRC-32C is computed where it is compressed (checked block arrays).</param>
        /// <param name="level">The encoder's level.</param>
        /// <param name="backOff">Whether workers start only when a core is idle (<see cref="HelperBudget"/>); tests that must
        /// see a worker turn it off.</param>
        /// <returns>The pipeline; give it back with <see cref="Return"/>.</returns>
        internal static BlockCompressionPipeline Rent(IBlockCodec codec, int degree, bool findFinalSequence = false, bool checksums = false, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal, bool backOff = true)
        {
            BlockCompressionPipeline pipeline = threadCached ?? new BlockCompressionPipeline();
            threadCached = null;
            pipeline.state = new State
            {
                Codec = codec,
                FindFinalSequence = findFinalSequence,
                Checksums = checksums && !findFinalSequence,
                Level = level,
                MaxWorkers = degree - 1,
                BackOff = backOff,
                FrameSize = codec.FrameSize,
            };
            return pipeline;
        }

        /// <summary>
        /// Gets a value indicating whether a worker was started, so that blocks may already be compressed; until then the
        /// single-threaded writer, which compresses straight into the output, is the cheaper way to finish.
        /// </summary>
        internal bool HasStartedWorkers => this.state.HasStartedWorkers;

        /// <summary>Gets how many pooled arrays the pipeline holds now (for tests: 0 after <see cref="Return"/>).</summary>
        internal int ArraysHeld => Volatile.Read(ref this.arraysHeld);

        /// <inheritdoc/>
        public void OnSegmentCompleted(ReadOnlyMemory<byte> written)
        {
            bool startWorker;
            lock (this.gate)
            {
                this.AddBlocks(written);
                // A frame spans many 64 KB pieces, so one complete frame is worth a worker; 64 KB blocks are worth one
                // from the fourth on.
                startWorker = this.TryReserveWorker(this.state.FrameSize > 0 || this.blocks.Count >= MinimumBlocksForWorkers);
            }

            if (startWorker)
            {
                this.StartWorker();
            }
        }

        /// <summary>
        /// Compresses the pieces no worker took, waits for those in progress and returns every piece of
        /// <paramref name="plain"/>, in order; they stay the pipeline's until <see cref="Return"/>.
        /// </summary>
        /// <param name="plain">Everything the serializer wrote, including the segments already reported.</param>
        /// <returns>The compressed pieces.</returns>
        internal IReadOnlyList<CompressedPiece> CompressAll(in ReadOnlySequence<byte> plain)
        {
            bool startWorker;
            lock (this.gate)
            {
                foreach (ReadOnlyMemory<byte> memory in plain.Slice(this.state.ReportedLength))
                {
                    this.AddBlocks(memory);
                }

                // Nothing more comes: the last frame is complete too, once cut as the calling thread's writer cuts it.
                if (this.state.FrameSize > 0)
                {
                    ZstdFramesWriter.EndRuns(this.blocks, this.state.FrameSize);
                }

                this.state.AllAdded = true;

                // Frames still waiting when the value ends (a value too short to be large hands none out before:
                // ZstdFramesWriter.CompleteRuns) are shared with a worker when there are two or more, one each.
                startWorker = this.state.FrameSize > 0 && this.TryReserveWorker(this.Ready - this.state.NextBlock >= 2);
            }

            if (startWorker)
            {
                this.StartWorker();
            }

            // The caller works alongside the workers until no block is left to take.
            this.CompressBlocks(this.generation);
            lock (this.gate)
            {
                this.state.Stopped = true;
                while (this.state.BlocksInProgress > 0)
                {
                    Monitor.Wait(this.gate);
                }
            }

            if (this.state.Failure is not null)
            {
                ThrowHelper.ThrowCompressionFailed(this.state.Codec!.Name, this.state.Failure);
            }

            return this.blocks;
        }

        /// <summary>
        /// Stops the workers, waits for the blocks they are compressing, gives every array back and returns the pipeline
        /// to this thread's cache. Call it once, on success or failure, before the plain segments are released.
        /// </summary>
        internal void Return()
        {
            if (this.state.RegisteredCaller)
            {
                HelperBudget.ExitCaller();
            }

            if (this.state.HasStartedWorkers || this.state.NextBlock != 0)
            {
                lock (this.gate)
                {
                    this.state.Stopped = true;
                    while (this.state.BlocksInProgress > 0)
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
            }

            // Otherwise no work item was ever queued and no block taken, so no other thread can see this pipeline and it
            // holds no arrays: the common case, every small value, skips the lock.
            this.blocks.Clear();
            this.state = default;
            threadCached = this;
        }

        /// <summary>
        /// Gets how many leading pieces may be compressed now: every 64 KB block, but only the frames no later piece can
        /// join (<see cref="ZstdFramesWriter.CompleteRuns"/>) until the value is written. Called under the gate.
        /// </summary>
        private int Ready => this.state.FrameSize == 0 || this.state.AllAdded ? this.blocks.Count : ZstdFramesWriter.CompleteRuns(this.blocks, this.state.FrameSize, this.state.ReportedLength);

        /// <summary>
        /// Reserves a worker when one is worth starting (<paramref name="worthOne"/>), a block is waiting, the pipeline has
        /// room for another worker and, with back-off, a core is idle. Called under the gate; the caller starts it.
        /// </summary>
        private bool TryReserveWorker(bool worthOne)
        {
            if (!worthOne || this.state.Stopped || this.state.Workers >= this.state.MaxWorkers || this.state.NextBlock >= this.Ready)
            {
                return false;
            }

            if (this.state.BackOff)
            {
                // Registered from the first time a worker could help until Return: small values, which never get here,
                // pay nothing for the process-wide count.
                if (!this.state.RegisteredCaller)
                {
                    HelperBudget.EnterCaller();
                    this.state.RegisteredCaller = true;
                }

                if (HelperBudget.TryTakeHelpers(1) != 1)
                {
                    return false;
                }
            }

            this.state.Workers++;
            this.state.HasStartedWorkers = true;
            return true;
        }

        private void AddBlocks(ReadOnlyMemory<byte> written)
        {
            this.state.ReportedLength += written.Length;
            if (this.state.FrameSize > 0)
            {
                ZstdFramesWriter.AddPieces(written, this.blocks, this.state.FrameSize);
            }
            else
            {
                BlockArrayWriter.AddPieces(written, this.blocks);
            }
        }

        private void StartWorker()
        {
#if NET5_0_OR_GREATER
            ThreadPool.UnsafeQueueUserWorkItem(this.work, new WorkItem(this, this.generation, this.state.BackOff), preferLocal: false);
#else
            ThreadPool.UnsafeQueueUserWorkItem(this.work, new WorkItem(this, this.generation, this.state.BackOff));
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
                        this.state.Workers--;
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
                IBlockCodec codec;
                bool largeValue;
                lock (this.gate)
                {
                    if (this.state.Stopped || this.generation != workGeneration || this.state.NextBlock >= this.Ready)
                    {
                        return;
                    }

                    block = this.blocks[this.state.NextBlock++];
                    this.state.BlocksInProgress++;
                    codec = this.state.Codec!;

                    // Settled by the time a frame is handed out: its length so far makes a value large, and once it has
                    // ended, its whole length (ZstdFramesWriter.CompleteRuns).
                    largeValue = this.state.FrameSize > 0 && ZstdFramesWriter.IsLargeValue(this.state.ReportedLength, this.state.FrameSize);
                }

                try
                {
                    Interlocked.Increment(ref this.arraysHeld);
                    block.Compress(codec, this.state.FindFinalSequence, this.state.Level, this.state.Checksums, asFrame: this.state.FrameSize > 0, largeValue);
                }
                catch (Exception exception)
                {
                    lock (this.gate)
                    {
                        this.state.Failure ??= exception;
                        this.state.Stopped = true;
                    }
                }
                finally
                {
                    lock (this.gate)
                    {
                        if (--this.state.BlocksInProgress == 0)
                        {
                            Monitor.PulseAll(this.gate);
                        }
                    }
                }
            }
        }

        /// <summary>Everything one serialization sets and changes; <see cref="Return"/> resets it as a whole.</summary>
        private struct State
        {
            internal IBlockCodec? Codec;
            internal bool FindFinalSequence;
            internal bool Checksums;
            internal MessagePackCompressionLevel Level;
            internal int MaxWorkers;
            internal bool BackOff;
            internal bool RegisteredCaller;
            internal bool HasStartedWorkers;
            internal long ReportedLength;
            internal int NextBlock;
            internal int Workers;
            internal int BlocksInProgress;
            internal bool Stopped;
            internal Exception? Failure;

            /// <summary>The codec's frame size: 0 for 64 KB blocks, else pieces are grouped into frames of up to this size.</summary>
            internal int FrameSize;

            /// <summary>Whether the whole value has been cut into pieces (<see cref="CompressAll"/>), so the last frame is complete.</summary>
            internal bool AllAdded;
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
