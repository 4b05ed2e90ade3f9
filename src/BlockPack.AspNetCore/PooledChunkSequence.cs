using System;
using System.Buffers;

namespace BlockPack.AspNetCore
{
    /// <summary>
    /// A request body held in arrays rented from <see cref="ArrayPool{T}.Shared"/>, chained into one
    /// <see cref="ReadOnlySequence{T}"/> for the serializer. Each chunk is <see cref="ChunkSize"/> bytes, below the
    /// 85,000-byte large-object threshold, so a body of any size never lands on the large object heap and never needs one
    /// array as long as itself. Not thread-safe: one request owns it.
    /// </summary>
    internal sealed class PooledChunkSequence : IDisposable
    {
        /// <summary>The size of each rented chunk: 64 KiB, a size the shared pool keeps and below the LOH threshold.</summary>
        internal const int ChunkSize = 64 * 1024;

        private Chunk? first;
        private Chunk? last;

        /// <summary>Gets the number of bytes appended so far.</summary>
        internal long Length { get; private set; }

        /// <summary>Copies <paramref name="source"/> to the end, renting chunks as they fill.</summary>
        internal void Append(ReadOnlySpan<byte> source)
        {
            while (!source.IsEmpty)
            {
                if (this.last is null || this.last.Free == 0)
                {
                    this.AddChunk();
                }

                Chunk chunk = this.last!;
                int count = Math.Min(chunk.Free, source.Length);
                source.Slice(0, count).CopyTo(chunk.Array.AsSpan(chunk.Used));
                chunk.Commit(count);
                source = source.Slice(count);
                this.Length += count;
            }
        }

        /// <summary>Gets the bytes appended so far as one sequence; valid until <see cref="Dispose"/>.</summary>
        internal ReadOnlySequence<byte> AsSequence()
        {
            if (this.first is null)
            {
                return ReadOnlySequence<byte>.Empty;
            }

            return this.first == this.last
                ? new ReadOnlySequence<byte>(this.first.Array, 0, this.first.Used)
                : new ReadOnlySequence<byte>(this.first, 0, this.last!, this.last!.Used);
        }

        /// <summary>Returns every chunk to the pool.</summary>
        public void Dispose()
        {
            Chunk? chunk = this.first;
            this.first = this.last = null;
            this.Length = 0;
            while (chunk is not null)
            {
                ArrayPool<byte>.Shared.Return(chunk.Array);
                chunk = chunk.NextChunk;
            }
        }

        private void AddChunk()
        {
            var chunk = new Chunk(ArrayPool<byte>.Shared.Rent(ChunkSize), this.Length);
            if (this.last is null)
            {
                this.first = chunk;
            }
            else
            {
                this.last.Link(chunk);
            }

            this.last = chunk;
        }

        /// <summary>One rented array, linked to the next as a sequence segment.</summary>
        private sealed class Chunk : ReadOnlySequenceSegment<byte>
        {
            internal Chunk(byte[] array, long runningIndex)
            {
                this.Array = array;
                this.RunningIndex = runningIndex;
            }

            internal byte[] Array { get; }

            internal int Used { get; private set; }

            internal int Free => this.Array.Length - this.Used;

            internal Chunk? NextChunk => (Chunk?)this.Next;

            internal void Commit(int count)
            {
                this.Used += count;
                this.Memory = new ReadOnlyMemory<byte>(this.Array, 0, this.Used);
            }

            internal void Link(Chunk next) => this.Next = next;
        }
    }
}
