using System;
using System.Buffers;

namespace BlockPack.Buffers
{
    /// <summary>
    /// One link of a <see cref="SegmentedBuffer"/>: a pooled array or a native block, how much of it is written,
    /// and its place in the <see cref="ReadOnlySequence{T}"/> the buffer hands out.
    /// </summary>
    internal sealed class BufferSegment : ReadOnlySequenceSegment<byte>
    {
        private byte[]? array;
        private NativeMemoryBuffer? native;
        private Memory<byte> storage;

        /// <summary>Gets how many bytes of the storage hold data.</summary>
        internal int Written { get; private set; }

        /// <summary>Gets the whole storage, written or not.</summary>
        internal Memory<byte> Storage => this.storage;

        /// <summary>Gets the written bytes.</summary>
        internal Memory<byte> WrittenMemory => this.storage.Slice(0, this.Written);

        /// <summary>Gets a value indicating whether the storage is a pooled array (which has slack past 64 KB).</summary>
        internal bool IsPooledArray => this.array is not null;

        /// <summary>Attaches a pooled array.</summary>
        /// <param name="pooled">An array from <see cref="SegmentPool.Rent"/>.</param>
        internal void Attach(byte[] pooled)
        {
            this.array = pooled;
            this.storage = pooled;
            this.Written = 0;
        }

        /// <summary>Attaches native memory, owned (and later freed) by this segment.</summary>
        /// <param name="buffer">The native block.</param>
        internal void Attach(NativeMemoryBuffer buffer)
        {
            this.native = buffer;
            this.storage = buffer.Memory;
            this.Written = 0;
        }

        /// <summary>Records that <paramref name="count"/> more bytes were written.</summary>
        /// <param name="count">The count; the caller has checked it fits.</param>
        internal void Advance(int count) => this.Written += count;

        /// <summary>Forgets the data while keeping the storage, for reuse.</summary>
        internal void ClearWritten()
        {
            this.Written = 0;
            this.Memory = default;
            this.Next = null;
            this.RunningIndex = 0;
        }

        /// <summary>Links this segment after the ones before it, for <see cref="ReadOnlySequence{T}"/>.</summary>
        /// <param name="runningIndex">The total length of the segments before this one.</param>
        /// <param name="next">The following segment, or <see langword="null"/> for the last.</param>
        internal void Link(long runningIndex, BufferSegment? next)
        {
            this.Memory = this.WrittenMemory;
            this.RunningIndex = runningIndex;
            this.Next = next;
        }

        /// <summary>Gives the storage back (pool or native free) and clears the links.</summary>
        internal void Release()
        {
            if (this.array is not null)
            {
                SegmentPool.Return(this.array);
                this.array = null;
            }

            if (this.native is not null)
            {
                ((IDisposable)this.native).Dispose();
                this.native = null;
            }

            this.storage = default;
            this.Memory = default;
            this.Next = null;
            this.RunningIndex = 0;
            this.Written = 0;
        }
    }
}
