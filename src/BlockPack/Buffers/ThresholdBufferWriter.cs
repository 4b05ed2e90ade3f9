using System;
using System.Buffers;

namespace BlockPack.Buffers
{
    /// <summary>
    /// Lets a compressing serialize write straight into the caller's buffer writer while it is still unknown whether
    /// the value will reach the compression threshold. Until it does, bytes go into the destination's own memory,
    /// uncommitted; a value that ends below the threshold is then committed in place (no scratch copy, the common
    /// small-message case). The moment the written length reaches the threshold, what was written so far (less than
    /// the threshold plus one write) moves to a pooled <see cref="SegmentedBuffer"/> and the rest follows it there,
    /// ready to be framed into the destination.
    /// </summary>
    /// <remarks>
    /// Relies on the <see cref="IBufferWriter{T}"/> contract: memory obtained but not advanced is not part of the
    /// output, and the next GetMemory/GetSpan call may hand it out again. One instance is cached per thread.
    /// </remarks>
    internal sealed class ThresholdBufferWriter : IBufferWriter<byte>
    {
        [ThreadStatic]
        private static ThresholdBufferWriter? threadCached;

        private IBufferWriter<byte>? destination;
        private int threshold;
        private Memory<byte> head;
        private int headWritten;
        private SegmentedBuffer? spill;
        private ICompletedSegmentSink? completedSegmentSink;

        private ThresholdBufferWriter()
        {
        }

        /// <summary>Gets the spilled data once the threshold was reached, or null while the value is still short.</summary>
        internal SegmentedBuffer? Spilled => this.spill;

        /// <summary>Takes a writer for one value.</summary>
        /// <param name="destination">The caller's buffer writer.</param>
        /// <param name="threshold">The length at which the value must be compressed (CompressionMinLength).</param>
        /// <param name="completedSegmentSink">Receives the spilled buffer's segments as they fill, or null.</param>
        /// <returns>The writer; give it back with <see cref="Return"/>.</returns>
        internal static ThresholdBufferWriter Rent(IBufferWriter<byte> destination, int threshold, ICompletedSegmentSink? completedSegmentSink = null)
        {
            ThresholdBufferWriter writer = threadCached ?? new ThresholdBufferWriter();
            threadCached = null;
            writer.destination = destination;
            writer.threshold = threshold;
            writer.completedSegmentSink = completedSegmentSink;
            return writer;
        }

        /// <inheritdoc/>
        public void Advance(int count)
        {
            if (this.spill is not null)
            {
                this.spill.Advance(count);
                return;
            }

            if ((uint)count > (uint)(this.head.Length - this.headWritten))
            {
                throw new ArgumentOutOfRangeException(nameof(count), count, "Cannot advance past the end of the span last returned by GetSpan or GetMemory.");
            }

            this.headWritten += count;
            if (this.headWritten >= this.threshold)
            {
                this.Spill();
            }
        }

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            if (this.spill is not null)
            {
                return this.spill.GetMemory(sizeHint);
            }

            if (this.head.IsEmpty)
            {
                this.head = this.destination!.GetMemory(sizeHint);
                return this.head;
            }

            if (this.head.Length - this.headWritten >= Math.Max(sizeHint, 1))
            {
                return this.head.Slice(this.headWritten);
            }

            this.Spill();
            return this.spill!.GetMemory(sizeHint);
        }

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0) => this.GetMemory(sizeHint).Span;

        /// <summary>Commits a value that stayed below the threshold to the destination, in place.</summary>
        /// <returns>False when the value spilled and must be framed from <see cref="Spilled"/> instead.</returns>
        internal bool TryCommitShort()
        {
            if (this.spill is not null)
            {
                return false;
            }

            if (this.headWritten > 0)
            {
                this.destination!.Advance(this.headWritten);
            }

            return true;
        }

        /// <summary>Releases the spilled buffer and caches this writer for the thread.</summary>
        internal void Return()
        {
            this.spill?.Dispose();
            this.spill = null;
            this.destination = null;
            this.completedSegmentSink = null;
            this.head = default;
            this.headWritten = 0;
            threadCached = this;
        }

        private void Spill()
        {
            // The bytes in the destination's memory were never advanced, so moving them leaves the destination as it
            // was; it will receive the framed value instead.
            // Copied a segment at a time: a destination may have handed out far more than 64 KB at once.
            SegmentedBuffer buffer = SegmentedBuffer.Rent();
            if (this.completedSegmentSink is not null)
            {
                buffer.ReportCompletedSegments(this.completedSegmentSink);
            }

            ReadOnlySpan<byte> written = this.head.Span.Slice(0, this.headWritten);
            while (!written.IsEmpty)
            {
                int count = Math.Min(written.Length, SegmentPool.SegmentSize);
                written.Slice(0, count).CopyTo(buffer.GetSpan(count));
                buffer.Advance(count);
                written = written.Slice(count);
            }

            this.spill = buffer;
            this.head = default;
            this.headWritten = 0;
        }
    }
}
