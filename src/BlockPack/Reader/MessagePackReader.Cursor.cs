using System;
using System.Buffers;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    // Moving through the input: the current segment as a span, and the multi-segment cursor behind it.
    public ref partial struct MessagePackReader
    {
        /// <summary>
        /// The longest fixed-layout prefix any value has: a code plus an 8-byte payload (float64, int64, uint64).
        /// Every header (str32, bin32, ext32, array32, map32) is shorter.
        /// </summary>
        private const int MaxFixedTokenLength = 9;

        /// <summary>Gets the unread rest of the current segment; empty at the end of a segment or of the input.</summary>
        private ReadOnlySpan<byte> UnreadSpan
        {
            [MethodImpl(MethodImplOptions.AggressiveInlining)]
            get => this.currentSpan.Slice(this.currentSpanIndex);
        }

        /// <summary>Consumes bytes the caller has already seen inside <see cref="UnreadSpan"/>.</summary>
        /// <param name="count">How many; at most <c>UnreadSpan.Length</c>.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private void AdvanceWithinSpan(int count)
        {
            Debug.Assert(count <= this.currentSpan.Length - this.currentSpanIndex, "The caller checked the span length.");
            this.currentSpanIndex += count;
        }

        /// <summary>Consumes bytes the caller has checked are present (at most <see cref="Remaining"/>).</summary>
        /// <param name="count">How many.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private void Advance(long count)
        {
            Debug.Assert(count >= 0 && count <= this.Remaining, "The caller checked the remaining length.");
            if (count <= this.currentSpan.Length - this.currentSpanIndex)
            {
                this.currentSpanIndex += (int)count;
            }
            else
            {
                this.AdvanceAcrossSegments(count);
            }
        }

        private void AdvanceAcrossSegments(long count)
        {
            while (true)
            {
                int inSpan = this.currentSpan.Length - this.currentSpanIndex;
                if (count <= inSpan)
                {
                    this.currentSpanIndex += (int)count;
                    return;
                }

                count -= inSpan;
                this.currentSpanIndex = this.currentSpan.Length;
                if (!this.TryMoveToNextSegment())
                {
                    // Only reachable if a caller skipped its Remaining check; fail loudly rather than read past the end.
                    ThrowHelper.ThrowUnexpectedEnd(this.Consumed, "past the end of the data");
                }
            }
        }

        /// <summary>Moves to the start of the following segment, once the current one is fully read.</summary>
        /// <returns><see langword="false"/> when there is no following segment.</returns>
        private bool TryMoveToNextSegment()
        {
            SequencePosition segmentStart = this.nextSegmentStart;
            if (!this.sequence.TryGet(ref this.nextSegmentStart, out ReadOnlyMemory<byte> memory))
            {
                return false;
            }

            this.consumedBeforeCurrentSpan += this.currentSpan.Length;
            this.currentSpanStart = segmentStart;
            this.currentSpan = memory.Span;
            this.currentSpanIndex = 0;
            return true;
        }

        /// <summary>
        /// Makes <see cref="UnreadSpan"/> non-empty by stepping over exhausted (or empty) segments, unless the input
        /// has ended. Slow paths call this first so that a value that merely starts in the next segment is then read
        /// from a span like any other.
        /// </summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private void SkipExhaustedSegments()
        {
            if (this.currentSpanIndex == this.currentSpan.Length)
            {
                this.MoveToNonEmptySegment();
            }
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private void MoveToNonEmptySegment()
        {
            while (this.currentSpanIndex == this.currentSpan.Length && this.TryMoveToNextSegment())
            {
            }
        }

        /// <summary>
        /// Gets the next bytes of input without consuming them: <see cref="UnreadSpan"/> when it holds at least
        /// <c>scratch.Length</c> bytes or everything that is left, otherwise a copy gathered across segments into
        /// <paramref name="scratch"/>. The result is shorter than <paramref name="scratch"/> only near the end.
        /// Call <see cref="SkipExhaustedSegments"/> first, so that a value starting in the next segment is not
        /// needlessly copied.
        /// </summary>
        /// <param name="scratch">A small caller-owned buffer, as long as the longest prefix the caller needs.</param>
        /// <returns>The next bytes.</returns>
        private readonly ReadOnlySpan<byte> PeekPrefix(Span<byte> scratch)
        {
            ReadOnlySpan<byte> unread = this.currentSpan.Slice(this.currentSpanIndex);
            if (unread.Length >= scratch.Length || unread.Length == this.sequenceLength - this.consumedBeforeCurrentSpan - this.currentSpanIndex)
            {
                return unread;
            }

            unread.CopyTo(scratch);
            int copied = unread.Length;
            SequencePosition next = this.nextSegmentStart;
            while (copied < scratch.Length && this.sequence.TryGet(ref next, out ReadOnlyMemory<byte> memory))
            {
                ReadOnlySpan<byte> segment = memory.Span;
                int take = Math.Min(segment.Length, scratch.Length - copied);
                segment.Slice(0, take).CopyTo(scratch.Slice(copied));
                copied += take;
            }

            return scratch.Slice(0, copied);
        }

        /// <summary>Returns the next code once the fast path has found the current segment exhausted.</summary>
        /// <param name="reading">What the caller was reading, for the error message.</param>
        /// <returns>The next byte.</returns>
        private byte PeekCodeSlow(string reading)
        {
            this.SkipExhaustedSegments();
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length == 0)
            {
                ThrowHelper.ThrowUnexpectedEnd(this.Consumed, reading);
            }

            return unread[0];
        }

        /// <summary>Slices the next <paramref name="length"/> bytes out of the input and consumes them.</summary>
        /// <param name="length">How many bytes; the caller has checked they are present.</param>
        /// <returns>The slice, sharing memory with <see cref="Sequence"/>.</returns>
        private ReadOnlySequence<byte> ReadSlice(long length)
        {
            ReadOnlySequence<byte> slice = this.sequence.Slice(this.Position, length);
            this.Advance(length);
            return slice;
        }
    }
}
