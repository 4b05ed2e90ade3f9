using System;

namespace BlockPack.Buffers
{
    /// <content>
    /// Appending storage that was filled elsewhere: parallel LZ4 decoding rents and fills segments on worker threads
    /// (the buffer itself is not thread-safe), then hands them over in order.
    /// </content>
    internal sealed partial class SegmentedBuffer
    {
        /// <summary>Appends a pooled array holding <paramref name="written"/> bytes as the next segment; the buffer owns it from now on.</summary>
        /// <param name="pooled">An array from <see cref="SegmentPool.Rent"/>.</param>
        /// <param name="written">How many of its bytes are data.</param>
        internal void AppendFilled(byte[] pooled, int written)
        {
            if ((uint)written > (uint)pooled.Length)
            {
                throw new ArgumentOutOfRangeException(nameof(written), written, "More bytes than the array holds.");
            }

            BufferSegment segment = this.NextAppendedSegment();
            segment.Attach(pooled);
            this.Publish(segment, written);
        }

        /// <summary>Appends native memory holding <paramref name="written"/> bytes as the next segment; the buffer owns (and frees) it from now on.</summary>
        /// <param name="native">The memory.</param>
        /// <param name="written">How many of its bytes are data.</param>
        internal void AppendFilled(NativeMemoryBuffer native, int written)
        {
            if ((uint)written > (uint)native.Length)
            {
                throw new ArgumentOutOfRangeException(nameof(written), written, "More bytes than the memory holds.");
            }

            BufferSegment segment = this.NextAppendedSegment();
            segment.Attach(native);
            this.Publish(segment, written);
        }

        private BufferSegment NextAppendedSegment()
        {
            if (!this.rented)
            {
                throw new ObjectDisposedException(nameof(SegmentedBuffer));
            }

            BufferSegment segment;
            if (this.current is { Written: 0 })
            {
                // The empty segment a reused buffer keeps is given back rather than left as an empty link.
                segment = this.current;
                segment.Release();
                this.segments.RemoveAt(this.segments.Count - 1);
            }
            else
            {
                this.completedLength += this.current?.Written ?? 0;
                segment = this.spareSegments.Count > 0 ? this.spareSegments.Pop() : new BufferSegment();
            }

            this.segments.Add(segment);
            this.current = segment;
            return segment;
        }

        private void Publish(BufferSegment segment, int written)
        {
            segment.Advance(written);

            // Nothing was handed out by GetSpan for this segment, so Advance must not move past what was appended.
            this.spanEnd = written;
        }
    }
}
