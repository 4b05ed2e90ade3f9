using System;
using System.Buffers;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// A forward-only cursor over the compressed input that reads the few msgpack tokens the LZ4 framings use
    /// (array, ext, int and bin/str headers) across segment boundaries, tracking the absolute offset for errors.
    /// Copying the struct snapshots the position, which is how the decoders walk the length list and the blocks
    /// side by side and make a second pass.
    /// </summary>
    internal ref partial struct FramingReader
    {
        private readonly ReadOnlySequence<byte> sequence;
        private readonly long length;
        private ReadOnlySpan<byte> span;
        private SequencePosition nextSegment;
        private long consumed;

        /// <summary>Initializes a reader at the start of <paramref name="input"/>.</summary>
        /// <param name="input">The compressed input.</param>
        internal FramingReader(in ReadOnlySequence<byte> input)
        {
            this.sequence = input;
            this.length = input.Length;
            this.consumed = 0;
            this.nextSegment = input.Start;
            this.span = default;
            this.LoadNextSegment();
        }

        /// <summary>Gets the offset of the next unread byte from the start of the input.</summary>
        internal readonly long Consumed => this.consumed;

        /// <summary>Gets the whole input, for decoders that slice blocks out of it themselves.</summary>
        internal readonly ReadOnlySequence<byte> Sequence => this.sequence;

        /// <summary>Gets how many bytes are left.</summary>
        internal readonly long Remaining => this.length - this.consumed;

        /// <summary>Reads one byte if there is one.</summary>
        /// <param name="value">The byte.</param>
        /// <returns>Whether a byte was read.</returns>
        internal bool TryRead(out byte value)
        {
            if (this.span.IsEmpty && !this.LoadNextSegment())
            {
                value = 0;
                return false;
            }

            value = this.span[0];
            this.span = this.span.Slice(1);
            this.consumed++;
            return true;
        }

        /// <summary>Reads a big-endian unsigned integer of 1, 2, 4 or 8 bytes if that many remain.</summary>
        /// <param name="size">The byte count.</param>
        /// <param name="value">The integer.</param>
        /// <returns>Whether it was read; on failure nothing is consumed.</returns>
        internal bool TryReadBigEndian(int size, out ulong value)
        {
            value = 0;
            if (this.Remaining < size)
            {
                return false;
            }

            for (int i = 0; i < size; i++)
            {
                this.TryRead(out byte b);
                value = (value << 8) | b;
            }

            return true;
        }

        /// <summary>Skips <paramref name="count"/> bytes; the caller has checked that they remain.</summary>
        /// <param name="count">The byte count.</param>
        internal void Advance(long count)
        {
            while (count > 0)
            {
                if (this.span.IsEmpty && !this.LoadNextSegment())
                {
                    throw new InvalidOperationException("Advanced past the end of the input; the caller must check Remaining.");
                }

                int step = (int)Math.Min(count, this.span.Length);
                this.span = this.span.Slice(step);
                this.consumed += step;
                count -= step;
            }
        }

        /// <summary>
        /// Returns the next <paramref name="count"/> bytes without copying when they lie in one segment, and
        /// consumes them; otherwise consumes nothing.
        /// </summary>
        /// <param name="count">The byte count; the caller has checked that they remain.</param>
        /// <param name="bytes">The bytes.</param>
        /// <returns>Whether they were contiguous.</returns>
        internal bool TryReadContiguous(int count, out ReadOnlySpan<byte> bytes)
        {
            if (this.span.IsEmpty)
            {
                this.LoadNextSegment();
            }

            if (this.span.Length >= count)
            {
                bytes = this.span.Slice(0, count);
                this.span = this.span.Slice(count);
                this.consumed += count;
                return true;
            }

            bytes = default;
            return false;
        }

        /// <summary>Copies the next <paramref name="destination"/>.Length bytes out and consumes them.</summary>
        /// <param name="destination">Where they go; the caller has checked that they remain.</param>
        internal void ReadInto(Span<byte> destination)
        {
            while (!destination.IsEmpty)
            {
                if (this.span.IsEmpty && !this.LoadNextSegment())
                {
                    throw new InvalidOperationException("Read past the end of the input; the caller must check Remaining.");
                }

                int step = Math.Min(destination.Length, this.span.Length);
                this.span.Slice(0, step).CopyTo(destination);
                this.span = this.span.Slice(step);
                destination = destination.Slice(step);
                this.consumed += step;
            }
        }

        private bool LoadNextSegment()
        {
            while (this.sequence.TryGet(ref this.nextSegment, out ReadOnlyMemory<byte> memory, advance: true))
            {
                if (!memory.IsEmpty)
                {
                    this.span = memory.Span;
                    return true;
                }
            }

            return false;
        }
    }
}
