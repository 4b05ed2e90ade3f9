using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Buffers
{
    /// <summary>
    /// A pooled <see cref="IBufferWriter{T}"/> that stores its data in 64 KB segments: the scratch space for
    /// serializing before compression, the target of LZ4 decoding, and a general growable buffer that never
    /// allocates on the Large Object Heap.
    /// </summary>
    /// <remarks>
    /// <para>
    /// Writes fill a segment up to <see cref="SegmentPool.SegmentSize"/> bytes and then move to a new one, so
    /// every segment holds at most 64 KB unless one <see cref="GetSpan"/> call asked for more. A request larger
    /// than a segment is served from the pooled array's slack when it fits (a full segment's worst-case LZ4
    /// output does), and from unmanaged memory otherwise, because a contiguous span must be contiguous.
    /// </para>
    /// <para>
    /// Rent with <see cref="Rent"/> and give back with <see cref="Dispose"/>; after that the buffer, its spans
    /// and any sequence from <see cref="AsReadOnlySequence"/> must not be used. Not thread-safe; the pool is.
    /// </para>
    /// </remarks>
    internal sealed partial class SegmentedBuffer : IBufferWriter<byte>, IDisposable
    {
        // Two per thread: compressing serialize nests a plain buffer inside the caller's output buffer.
        [ThreadStatic]
        private static SegmentedBuffer? threadCached;

        [ThreadStatic]
        private static SegmentedBuffer? threadCachedSecond;

        private readonly List<BufferSegment> segments = new List<BufferSegment>();
        private readonly Stack<BufferSegment> spareSegments = new Stack<BufferSegment>();
        private BufferSegment? current;
        private ICompletedSegmentSink? completedSegmentSink;
        private long completedLength;
        private int spanEnd;
        private bool rented;

        private SegmentedBuffer()
        {
        }

        /// <summary>Gets the number of bytes written.</summary>
        public long Length => this.completedLength + (this.current?.Written ?? 0);

        /// <summary>Gets the number of segments holding storage (for tests and diagnostics).</summary>
        internal int SegmentCount => this.segments.Count;

        /// <summary>
        /// Hands every segment to <paramref name="sink"/> once writing has moved past it, until the buffer is reset or
        /// disposed. Segments already complete are not reported, so call it before writing.
        /// </summary>
        /// <param name="sink">The receiver.</param>
        internal void ReportCompletedSegments(ICompletedSegmentSink sink) => this.completedSegmentSink = sink;

        /// <summary>Takes an empty buffer from the pool.</summary>
        /// <returns>The buffer; <see cref="Dispose"/> it to give it and its memory back.</returns>
        public static SegmentedBuffer Rent()
        {
            SegmentedBuffer? buffer = threadCached;
            if (buffer is not null)
            {
                threadCached = null;
            }
            else
            {
                buffer = threadCachedSecond ?? new SegmentedBuffer();
                threadCachedSecond = null;
            }

            buffer.rented = true;
            BufferDiagnostics.RecordBufferRent();
            return buffer;
        }

        /// <inheritdoc/>
        public void Advance(int count)
        {
            // Checked against the span last handed out, not the array: advancing into a pooled array's unrequested slack
            // would publish bytes nobody wrote (an earlier message's data).
            BufferSegment? segment = this.current;
            if (count < 0 || (segment is null ? count != 0 : count > this.spanEnd - segment.Written))
            {
                throw new ArgumentOutOfRangeException(nameof(count), count, "Cannot advance past the end of the span last returned by GetSpan or GetMemory.");
            }

            segment?.Advance(count);
        }

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            BufferSegment segment = this.SegmentFor(sizeHint, out int limit);
            this.spanEnd = limit;
            return segment.Storage.Slice(segment.Written, limit - segment.Written);
        }

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0)
        {
            BufferSegment segment = this.SegmentFor(sizeHint, out int limit);
            this.spanEnd = limit;
            return segment.Storage.Span.Slice(segment.Written, limit - segment.Written);
        }

        /// <summary>Gets the written data as a sequence over the segments; valid until the next write, reset or dispose.</summary>
        /// <returns>The sequence.</returns>
        public ReadOnlySequence<byte> AsReadOnlySequence()
        {
            // Empty trailing segments would make the sequence end with an empty span, which some readers trip on.
            int last = this.segments.Count - 1;
            while (last >= 0 && this.segments[last].Written == 0)
            {
                last--;
            }

            if (last < 0)
            {
                return ReadOnlySequence<byte>.Empty;
            }

            BufferSegment first = this.segments[0];
            if (last == 0)
            {
                return new ReadOnlySequence<byte>(first.WrittenMemory);
            }

            long runningIndex = 0;
            for (int i = 0; i <= last; i++)
            {
                BufferSegment segment = this.segments[i];
                segment.Link(runningIndex, i == last ? null : this.segments[i + 1]);
                runningIndex += segment.Written;
            }

            BufferSegment lastSegment = this.segments[last];
            return new ReadOnlySequence<byte>(first, 0, lastSegment, lastSegment.Written);
        }

        /// <summary>Copies all written bytes into <paramref name="destination"/>.</summary>
        /// <param name="destination">A span at least <see cref="Length"/> bytes long.</param>
        public void CopyTo(Span<byte> destination)
        {
            if (destination.Length < this.Length)
            {
                throw new ArgumentException("The destination is shorter than the buffer's contents.", nameof(destination));
            }

            // Indexing, not foreach: the list's enumerator costs measurable nanoseconds per small message.
            List<BufferSegment> all = this.segments;
            for (int i = 0; i < all.Count; i++)
            {
                BufferSegment segment = all[i];
                segment.WrittenMemory.Span.CopyTo(destination);
                destination = destination.Slice(segment.Written);
            }
        }

        /// <summary>Copies all written bytes into a new array.</summary>
        /// <returns>The array (empty when nothing was written).</returns>
        public byte[] ToArray()
        {
            long length = this.Length;
            if (length == 0)
            {
                return Array.Empty<byte>();
            }

            if (length > int.MaxValue)
            {
                throw new InvalidOperationException($"The buffer holds {length} bytes, more than one array can.");
            }

#if NET5_0_OR_GREATER
            // Every byte is overwritten by the copy, so zero-filling first (a memset over the whole result) is waste.
            byte[] result = GC.AllocateUninitializedArray<byte>((int)length);
#else
            byte[] result = new byte[length];
#endif
            this.CopyTo(result);
            return result;
        }

        /// <summary>
        /// Empties the buffer and returns its memory to the pool, except the first pooled segment, which stays attached
        /// (empty) so that the next small message on this buffer needs no pool round trip.
        /// </summary>
        public void Reset()
        {
            int keep = this.segments.Count > 0 && this.segments[0].IsPooledArray ? 1 : 0;
            this.ReleaseFrom(keep);
            this.current = keep == 1 ? this.segments[0] : null;
            this.current?.ClearWritten();
            this.completedSegmentSink = null;
            this.completedLength = 0;
            this.spanEnd = 0;
        }

        /// <summary>
        /// Returns the buffer to this thread's cache (still holding one empty 64 KB segment) or, when the cache is full,
        /// all of its memory to the pool. Calling it again does nothing.
        /// </summary>
        public void Dispose()
        {
            if (!this.rented)
            {
                return;
            }

            this.rented = false;
            BufferDiagnostics.RecordBufferReturn();
            if (threadCached is null)
            {
                this.Reset();
                threadCached = this;
            }
            else if (threadCachedSecond is null)
            {
                this.Reset();
                threadCachedSecond = this;
            }
            else
            {
                this.ReleaseFrom(0);
                this.current = null;
                this.completedSegmentSink = null;
                this.completedLength = 0;
                this.spanEnd = 0;
            }
        }

        private void ReleaseFrom(int index)
        {
            for (int i = index; i < this.segments.Count; i++)
            {
                this.segments[i].Release();
                this.spareSegments.Push(this.segments[i]);
            }

            if (this.segments.Count > index)
            {
                this.segments.RemoveRange(index, this.segments.Count - index);
            }
        }

        private BufferSegment SegmentFor(int sizeHint, out int limit)
        {
            if (sizeHint < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(sizeHint), sizeHint, "The size hint cannot be negative.");
            }

            if (!this.rented)
            {
                throw new ObjectDisposedException(nameof(SegmentedBuffer));
            }

            BufferSegment? segment = this.current;
            if (segment is not null)
            {
                limit = LimitFor(segment, sizeHint);
                int available = limit - segment.Written;
                if (available > 0 && available >= sizeHint)
                {
                    return segment;
                }
            }

            segment = this.AddSegment(sizeHint);
            limit = LimitFor(segment, sizeHint);
            return segment;
        }

        // A pooled segment normally stops at 64 KB so blocks stay 64 KB; its slack is only handed out to a request
        // that needs it. Native segments are sized to the request and are used whole.
        private static int LimitFor(BufferSegment segment, int sizeHint)
        {
            if (!segment.IsPooledArray || sizeHint > SegmentPool.SegmentSize)
            {
                return segment.Storage.Length;
            }

            return Math.Max(SegmentPool.SegmentSize, segment.Written);
        }

        private BufferSegment AddSegment(int sizeHint)
        {
            BufferSegment segment;
            if (this.current is { Written: 0 })
            {
                // An untouched segment too small for this request is swapped out rather than left as an empty link.
                segment = this.current;
                segment.Release();
                this.segments.RemoveAt(this.segments.Count - 1);
            }
            else
            {
                if (this.current is not null)
                {
                    this.completedLength += this.current.Written;
                    this.completedSegmentSink?.OnSegmentCompleted(this.current.WrittenMemory);
                }

                segment = this.spareSegments.Count > 0 ? this.spareSegments.Pop() : new BufferSegment();
            }

            if (sizeHint <= SegmentPool.ArrayLength)
            {
                segment.Attach(SegmentPool.Rent());
            }
            else
            {
                segment.Attach(new NativeMemoryBuffer(sizeHint));
            }

            this.segments.Add(segment);
            this.current = segment;
            return segment;
        }
    }
}
