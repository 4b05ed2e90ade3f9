using System;
using System.Buffers;

namespace BlockPack.Orleans.Buffers
{
    /// <summary>
    /// Bytes held in pooled arrays of <see cref="ChunkPool.ChunkLength"/> bytes and read back as one
    /// <see cref="ReadOnlySequence{T}"/>: BlockPack writes a value into it before the codec knows the value's length (which
    /// Orleans' length prefix needs first), and a value read from Orleans' reader is gathered in it before BlockPack
    /// decodes it. No array as long as the value is ever made, so a value of any size stays off the large object heap.
    /// A request for more contiguous bytes than a chunk holds gets an array of its own. One owner at a time: not thread-safe.
    /// </summary>
    internal sealed class ChunkedBuffer : IBufferWriter<byte>, IDisposable
    {
        private Chunk? first;
        private Chunk? last;

        /// <summary>Gets the number of bytes written so far.</summary>
        internal long Length { get; private set; }

        /// <inheritdoc/>
        public void Advance(int count)
        {
            if (count < 0 || this.last is null || count > this.last.Free)
            {
                throw new ArgumentOutOfRangeException(nameof(count), "Advanced past the span last handed out.");
            }

            this.last.Commit(count);
            this.Length += count;
        }

        /// <inheritdoc/>
        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            Chunk chunk = this.Reserve(sizeHint);
            return chunk.Array.AsMemory(chunk.Used);
        }

        /// <inheritdoc/>
        public Span<byte> GetSpan(int sizeHint = 0)
        {
            Chunk chunk = this.Reserve(sizeHint);
            return chunk.Array.AsSpan(chunk.Used);
        }

        /// <summary>Copies <paramref name="source"/> to the end, taking chunks as they fill.</summary>
        internal void Append(ReadOnlySpan<byte> source)
        {
            while (!source.IsEmpty)
            {
                Span<byte> destination = this.GetSpan(1);
                int count = Math.Min(destination.Length, source.Length);
                source.Slice(0, count).CopyTo(destination);
                this.Advance(count);
                source = source.Slice(count);
            }
        }

        /// <summary>Gets the bytes written so far; valid until <see cref="Dispose"/>.</summary>
        internal ReadOnlySequence<byte> AsSequence()
        {
            if (this.first is null)
            {
                return ReadOnlySequence<byte>.Empty;
            }

            return ReferenceEquals(this.first, this.last)
                ? new ReadOnlySequence<byte>(this.first.Array, 0, this.first.Used)
                : new ReadOnlySequence<byte>(this.first, 0, this.last!, this.last!.Used);
        }

        /// <summary>Gives every chunk back to the pool; the buffer is empty and reusable afterwards.</summary>
        public void Dispose()
        {
            Chunk? chunk = this.first;
            this.first = this.last = null;
            this.Length = 0;
            while (chunk is not null)
            {
                ChunkPool.Return(chunk.Array);
                chunk = (Chunk?)chunk.Next;
            }
        }

        private Chunk Reserve(int sizeHint)
        {
            int needed = Math.Max(sizeHint, 1);
            if (this.last is not null && this.last.Free >= needed)
            {
                return this.last;
            }

            byte[] array = needed <= ChunkPool.ChunkLength ? ChunkPool.Rent() : new byte[needed];
            var chunk = new Chunk(array, this.Length);
            if (this.last is null)
            {
                this.first = chunk;
            }
            else
            {
                this.last.Link(chunk);
            }

            this.last = chunk;
            return chunk;
        }

        /// <summary>One array, linked to the next as a sequence segment.</summary>
        private sealed class Chunk : ReadOnlySequenceSegment<byte>
        {
            internal Chunk(byte[] array, long runningIndex)
            {
                this.Array = array;
                this.RunningIndex = runningIndex;
                this.Memory = ReadOnlyMemory<byte>.Empty;
            }

            internal byte[] Array { get; }

            internal int Used { get; private set; }

            internal int Free => this.Array.Length - this.Used;

            internal void Commit(int count)
            {
                this.Used += count;
                this.Memory = new ReadOnlyMemory<byte>(this.Array, 0, this.Used);
            }

            internal void Link(Chunk next) => this.Next = next;
        }
    }
}
