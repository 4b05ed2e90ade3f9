using System;
using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Threading;
using BlockPack.Internal;

namespace BlockPack
{
    /// <summary>
    /// Writes MessagePack values, each in its most compact encoding, to an <see cref="IBufferWriter{T}"/>.
    /// </summary>
    /// <remarks>
    /// <para>
    /// The writer keeps the span it last obtained from the buffer writer and commits what it wrote into that span
    /// lazily (when it needs a new span, or on <see cref="Flush"/>), so a small value costs one length check and a few
    /// stores. Call <see cref="Flush"/> before reading what the <see cref="IBufferWriter{T}"/> holds.
    /// </para>
    /// <para>
    /// It is a mutable <see langword="ref"/> struct: pass it by <see langword="ref"/>, since a copy writes into the same
    /// buffer but keeps its own position.
    /// </para>
    /// <para>
    /// No single request to the buffer writer asks for more than <see cref="MaximumBufferRequest"/> bytes: large strings
    /// and byte arrays are written in chunks, so pooled buffer writers never have to hand out huge arrays.
    /// </para>
    /// <para><see href="https://github.com/msgpack/msgpack/blob/master/spec.md">The MessagePack specification.</see></para>
    /// </remarks>
    public ref partial struct MessagePackWriter
    {
        /// <summary>The largest size hint the writer ever passes to <see cref="IBufferWriter{T}.GetSpan(int)"/> on its own.</summary>
        internal const int MaximumBufferRequest = 64 * 1024;

        private readonly IBufferWriter<byte> output;

        /// <summary>The span last obtained from <see cref="output"/>; its first <see cref="buffered"/> bytes are written but not committed.</summary>
        private Span<byte> span;

        /// <summary>How many bytes of <see cref="span"/> hold written data not yet passed to <see cref="IBufferWriter{T}.Advance(int)"/>.</summary>
        private int buffered;

        /// <summary>How many bytes have been passed to <see cref="IBufferWriter{T}.Advance(int)"/>.</summary>
        private long committed;

        /// <summary>Initializes a new writer.</summary>
        /// <param name="writer">The buffer writer that receives the MessagePack bytes.</param>
        /// <exception cref="ArgumentNullException"><paramref name="writer"/> is <see langword="null"/>.</exception>
        public MessagePackWriter(IBufferWriter<byte> writer)
        {
            if (writer is null)
            {
                ThrowHelper.ThrowArgumentNull(nameof(writer));
            }

            this.output = writer;
            this.span = default;
            this.buffered = 0;
            this.committed = 0;
            this.CancellationToken = default;
            this.OldSpec = false;
            this.Depth = 0;
        }

        /// <summary>Gets or sets the token that lets a caller cancel the serialization this writer takes part in.</summary>
        public CancellationToken CancellationToken { get; set; }

        /// <summary>
        /// Gets or sets a value indicating whether to write for readers of the
        /// <see href="https://github.com/msgpack/msgpack/blob/master/spec-old.md">old specification</see>, which has no
        /// str8, no bin family and no timestamp: strings then never use str8, and byte arrays are written as raw strings.
        /// </summary>
        public bool OldSpec { get; set; }

        /// <summary>
        /// Gets or sets how deeply nested the value being written is. <see cref="MessagePackSecurity.DepthStep(ref MessagePackWriter)"/>
        /// increments it and formatters decrement it when a nested value is done, which turns a cyclic object graph
        /// into an exception rather than a stack overflow.
        /// </summary>
        public int Depth { get; set; }

        /// <summary>Gets the number of bytes written so far, committed or not.</summary>
        public long WrittenCount => this.committed + this.buffered;

        /// <summary>
        /// Creates a writer with this writer's <see cref="OldSpec"/> and <see cref="CancellationToken"/> that writes to
        /// another buffer writer. <see cref="Depth"/> starts at zero.
        /// </summary>
        /// <param name="writer">The buffer writer the new writer writes to.</param>
        /// <returns>The new writer.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="writer"/> is <see langword="null"/>.</exception>
        public MessagePackWriter Clone(IBufferWriter<byte> writer) => new MessagePackWriter(writer)
        {
            OldSpec = this.OldSpec,
            CancellationToken = this.CancellationToken,
        };

        /// <summary>
        /// Commits every byte written so far to the underlying <see cref="IBufferWriter{T}"/>, so it can be read from there.
        /// </summary>
        public void Flush() => this.Commit();

        /// <summary>
        /// Gets memory to write raw MessagePack bytes into; follow with <see cref="Advance(int)"/> to say how many were written.
        /// </summary>
        /// <param name="length">The minimum length of the returned span; 0 asks for a non-empty span.</param>
        /// <returns>A span of at least <paramref name="length"/> bytes (possibly more).</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is negative.</exception>
        /// <remarks>The span stays valid until the next call to any other member of this writer.</remarks>
        public Span<byte> GetSpan(int length)
        {
            if (length < 0)
            {
                ThrowHelper.ThrowArgumentOutOfRange_Negative(nameof(length), length);
            }

            this.Reserve(length == 0 ? 1 : length);
            return this.span.Slice(this.buffered);
        }

        /// <summary>Marks bytes written into the span returned by <see cref="GetSpan(int)"/> as part of the output.</summary>
        /// <param name="length">The number of bytes written at the start of that span.</param>
        /// <exception cref="ArgumentOutOfRangeException">
        /// <paramref name="length"/> is negative or larger than the span last returned by <see cref="GetSpan(int)"/>.
        /// </exception>
        public void Advance(int length)
        {
            int available = this.span.Length - this.buffered;
            if ((uint)length > (uint)available)
            {
                ThrowHelper.ThrowAdvancePastSpan(length, available);
            }

            this.buffered += length;
        }

        /// <summary>Copies bytes that already are MessagePack (one or more whole values, or a payload after a header) verbatim.</summary>
        /// <param name="rawMessagePackBlock">The bytes to copy.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void WriteRaw(ReadOnlySpan<byte> rawMessagePackBlock)
        {
            // Inlined for up to 16 bytes that fit (the generated formatters' encoded map keys, whose length the compiler
            // knows there, so only one of CopySmall's paths remains): NativeAOT's code would otherwise pay a call per key.
            int length = rawMessagePackBlock.Length;
            if (length <= 16 && length <= this.span.Length - this.buffered)
            {
                CopySmall(ref MemoryMarshal.GetReference(rawMessagePackBlock), ref Unsafe.Add(ref MemoryMarshal.GetReference(this.span), this.buffered), length);
                this.buffered += length;
                return;
            }

            this.WriteRawLarge(rawMessagePackBlock);
        }

        /// <summary>
        /// Copies up to 16 bytes (encoded map keys, most of them) with two overlapping loads and stores instead of a
        /// call to the general copy. Both loads come before the stores, so overlapping source and destination are safe.
        /// </summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void CopySmall(ref byte source, ref byte destination, int length)
        {
            if (length >= 8)
            {
                ulong head = Unsafe.ReadUnaligned<ulong>(ref source);
                ulong tail = Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref source, length - 8));
                Unsafe.WriteUnaligned(ref destination, head);
                Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, length - 8), tail);
            }
            else if (length >= 4)
            {
                uint head = Unsafe.ReadUnaligned<uint>(ref source);
                uint tail = Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref source, length - 4));
                Unsafe.WriteUnaligned(ref destination, head);
                Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, length - 4), tail);
            }
            else if (length > 0)
            {
                // One to three bytes: the first, the middle and the last (some of them the same byte).
                byte first = source;
                byte middle = Unsafe.Add(ref source, length >> 1);
                byte last = Unsafe.Add(ref source, length - 1);
                destination = first;
                Unsafe.Add(ref destination, length >> 1) = middle;
                Unsafe.Add(ref destination, length - 1) = last;
            }
        }

        /// <summary>Copies bytes that already are MessagePack (one or more whole values, or a payload after a header) verbatim.</summary>
        /// <param name="rawMessagePackBlock">The bytes to copy.</param>
        public void WriteRaw(in ReadOnlySequence<byte> rawMessagePackBlock)
        {
            if (rawMessagePackBlock.IsSingleSegment)
            {
                this.WriteRaw(rawMessagePackBlock.First.Span);
                return;
            }

            foreach (ReadOnlyMemory<byte> segment in rawMessagePackBlock)
            {
                this.WriteRaw(segment.Span);
            }
        }

        /// <summary>
        /// Makes sure at least <paramref name="length"/> contiguous bytes are free and returns a reference to the first.
        /// Callers write at most <paramref name="length"/> bytes there, then add what they wrote to <see cref="buffered"/>.
        /// </summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private ref byte Reserve(int length)
        {
            if (this.span.Length - this.buffered < length)
            {
                this.Grow(length);
            }

            return ref Unsafe.Add(ref MemoryMarshal.GetReference(this.span), this.buffered);
        }

        /// <summary>Commits what was written and obtains a new span of at least <paramref name="length"/> bytes.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private void Grow(int length)
        {
            if (this.output is null)
            {
                ThrowHelper.ThrowWriterNotInitialized();
            }

            this.Commit();
            Span<byte> next = this.output.GetSpan(length);
            if (next.Length < length)
            {
                ThrowHelper.ThrowBufferWriterReturnedTooLittle(length, next.Length);
            }

            this.span = next;
        }

        /// <summary>Passes the written bytes to the buffer writer and forgets the span, which that invalidates.</summary>
        private void Commit()
        {
            if (this.buffered > 0)
            {
                this.output.Advance(this.buffered);
                this.committed += this.buffered;
                this.buffered = 0;
            }

            this.span = default;
        }

        /// <summary>The rest of <see cref="WriteRaw(ReadOnlySpan{byte})"/>: more than 16 bytes, or more than the span has free.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private void WriteRawLarge(ReadOnlySpan<byte> rawMessagePackBlock)
        {
            if (rawMessagePackBlock.Length <= this.span.Length - this.buffered)
            {
                rawMessagePackBlock.CopyTo(this.span.Slice(this.buffered));
                this.buffered += rawMessagePackBlock.Length;
                return;
            }

            this.WriteRawInChunks(rawMessagePackBlock);
        }

        /// <summary>
        /// Copies <paramref name="source"/> into as many spans as it takes, asking for at most
        /// <see cref="MaximumBufferRequest"/> bytes at a time.
        /// </summary>
        private void WriteRawInChunks(ReadOnlySpan<byte> source)
        {
            while (true)
            {
                int free = this.span.Length - this.buffered;
                int count = Math.Min(free, source.Length);
                source.Slice(0, count).CopyTo(this.span.Slice(this.buffered));
                this.buffered += count;
                source = source.Slice(count);
                if (source.IsEmpty)
                {
                    return;
                }

                this.Grow(Math.Min(source.Length, MaximumBufferRequest));
            }
        }
    }
}
