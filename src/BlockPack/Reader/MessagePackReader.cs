using System;
using System.Buffers;
using System.Runtime.CompilerServices;
using System.Threading;

namespace BlockPack
{
    /// <summary>
    /// Reads MessagePack values, one primitive at a time, from a <see cref="ReadOnlySequence{T}"/> of bytes.
    /// </summary>
    /// <remarks>
    /// <para>
    /// The reader keeps the segment it is positioned in as a <see cref="ReadOnlySpan{T}"/> plus an index into it.
    /// Every read first tries to decode straight from that span after a single length check; only a value that
    /// straddles a segment boundary (or is cut off by the end of the data) takes a slower path. For single-segment
    /// input, which is the common case, the whole payload is one span and the slow path only runs at its very end.
    /// </para>
    /// <para>
    /// Malformed, truncated or hostile input always surfaces as <see cref="MessagePackSerializationException"/>
    /// whose message names what was wrong and the byte offset (counted from the start of <see cref="Sequence"/>).
    /// </para>
    /// <para>This is a mutable struct: pass it by <see langword="ref"/> so reads advance the caller's copy.</para>
    /// </remarks>
    public ref partial struct MessagePackReader
    {
        /// <summary>The whole input, as given to the constructor.</summary>
        private readonly ReadOnlySequence<byte> sequence;

        /// <summary>The total number of bytes in <see cref="sequence"/>.</summary>
        private readonly long sequenceLength;

        /// <summary>The segment the reader is positioned in (the whole input when it is a single segment).</summary>
        private ReadOnlySpan<byte> currentSpan;

        /// <summary>How far into <see cref="currentSpan"/> the reader has read.</summary>
        private int currentSpanIndex;

        /// <summary>Where <see cref="currentSpan"/> starts within <see cref="sequence"/>.</summary>
        private SequencePosition currentSpanStart;

        /// <summary>Where the segment after <see cref="currentSpan"/> starts; default when there is none.</summary>
        private SequencePosition nextSegmentStart;

        /// <summary>How many bytes precede <see cref="currentSpan"/>.</summary>
        private long consumedBeforeCurrentSpan;

        /// <summary>Initializes a reader over contiguous memory.</summary>
        /// <param name="memory">The MessagePack data to read.</param>
        public MessagePackReader(ReadOnlyMemory<byte> memory)
            : this(new ReadOnlySequence<byte>(memory))
        {
        }

        /// <summary>Initializes a reader over a (possibly multi-segment) sequence.</summary>
        /// <param name="readOnlySequence">The MessagePack data to read.</param>
        public MessagePackReader(scoped in ReadOnlySequence<byte> readOnlySequence)
        {
            this.sequence = readOnlySequence;
            this.sequenceLength = readOnlySequence.Length;
            this.currentSpanStart = readOnlySequence.Start;
            this.consumedBeforeCurrentSpan = 0;
            this.currentSpanIndex = 0;
            this.CancellationToken = default;
            this.Depth = 0;

            if (readOnlySequence.IsSingleSegment)
            {
                this.currentSpan = readOnlySequence.First.Span;
                this.nextSegmentStart = default;
            }
            else
            {
                SequencePosition next = readOnlySequence.Start;
                readOnlySequence.TryGet(ref next, out ReadOnlyMemory<byte> first);
                this.currentSpan = first.Span;
                this.nextSegmentStart = next;
            }
        }

        /// <summary>Gets or sets the token that long-running reads (such as skipping large structures) observe.</summary>
        public CancellationToken CancellationToken { get; set; }

        /// <summary>
        /// Gets or sets how deeply nested the value being read is. Formatters increment it on entering an array, map
        /// or object and decrement it on leaving, so the serializer can enforce
        /// <see cref="MessagePackSecurity.MaximumObjectGraphDepth"/>; the reader itself only carries the number.
        /// </summary>
        public int Depth { get; set; }

        /// <summary>Gets the whole sequence this reader was created over, regardless of how much has been read.</summary>
        public ReadOnlySequence<byte> Sequence => this.sequence;

        /// <summary>Gets the position of the next byte to read, within <see cref="Sequence"/>.</summary>
        public SequencePosition Position => this.sequence.GetPosition(this.currentSpanIndex, this.currentSpanStart);

        /// <summary>Gets how many bytes have been read from the start of <see cref="Sequence"/>.</summary>
        public long Consumed
        {
            [MethodImpl(MethodImplOptions.AggressiveInlining)]
            get => this.consumedBeforeCurrentSpan + this.currentSpanIndex;
        }

        /// <summary>Gets a value indicating whether every byte of <see cref="Sequence"/> has been read.</summary>
        public bool End => this.Remaining == 0;

        /// <summary>Gets a value indicating whether the next value is nil, without consuming it.</summary>
        /// <exception cref="System.IO.EndOfStreamException">There is no more data.</exception>
        public bool IsNil => this.NextCode == MessagePackCode.Nil;

        /// <summary>Gets the first byte of the next value, without consuming it.</summary>
        /// <exception cref="System.IO.EndOfStreamException">There is no more data.</exception>
        public byte NextCode
        {
            get
            {
                ReadOnlySpan<byte> unread = this.UnreadSpan;
                if (unread.Length > 0)
                {
                    return unread[0];
                }

                return this.PeekCodeSlow("the next msgpack code");
            }
        }

        /// <summary>Gets the family of the next value, without consuming it.</summary>
        /// <exception cref="System.IO.EndOfStreamException">There is no more data.</exception>
        public MessagePackType NextMessagePackType => MessagePackCode.ToMessagePackType(this.NextCode);

        /// <summary>Gets the number of bytes not read yet.</summary>
        internal long Remaining
        {
            [MethodImpl(MethodImplOptions.AggressiveInlining)]
            get => this.sequenceLength - this.Consumed;
        }

        /// <summary>
        /// Creates a reader over another sequence that carries this reader's <see cref="CancellationToken"/> and
        /// <see cref="Depth"/>, for reading data embedded in the current payload (such as a decompressed block).
        /// </summary>
        /// <param name="readOnlySequence">The data the new reader reads.</param>
        /// <returns>A reader positioned at the start of <paramref name="readOnlySequence"/>.</returns>
        public MessagePackReader Clone(in ReadOnlySequence<byte> readOnlySequence) => new MessagePackReader(readOnlySequence)
        {
            CancellationToken = this.CancellationToken,
            Depth = this.Depth,
        };

        /// <summary>
        /// Creates an independent copy of this reader at the same position, to look ahead without moving this one.
        /// </summary>
        /// <returns>The copy.</returns>
        public MessagePackReader CreatePeekReader() => this;
    }
}
