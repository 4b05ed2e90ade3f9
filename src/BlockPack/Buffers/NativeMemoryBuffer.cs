using System;
using System.Buffers;
using System.Runtime.InteropServices;
using System.Threading;

namespace BlockPack.Buffers
{
    /// <summary>
    /// A block of unmanaged memory exposed as <see cref="Memory{T}"/>. Used where a contiguous buffer larger than a
    /// pooled segment is unavoidable (one LZ4 block larger than 64 KB), so that it never lands on the Large Object
    /// Heap. Freed on <see cref="IDisposable.Dispose"/> only: no finalizer, because
    /// one could free the memory while a span over it is still in use (CA2015); owners must dispose.
    /// </summary>
    internal sealed unsafe class NativeMemoryBuffer : MemoryManager<byte>
    {
        private IntPtr pointer;
        private readonly int length;

        /// <summary>Allocates <paramref name="length"/> bytes of uninitialized unmanaged memory.</summary>
        /// <param name="length">The size in bytes; positive.</param>
        internal NativeMemoryBuffer(int length)
        {
            if (length <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(length), length, "A native buffer must have a positive length.");
            }

            this.pointer = Marshal.AllocHGlobal(length);
            this.length = length;
            GC.AddMemoryPressure(length);
            BufferDiagnostics.RecordNativeAllocation(length);
        }

        /// <summary>Gets the buffer's length in bytes.</summary>
        internal int Length => this.length;

        /// <inheritdoc/>
        public override Span<byte> GetSpan()
        {
            if (this.pointer == IntPtr.Zero)
            {
                throw new ObjectDisposedException(nameof(NativeMemoryBuffer));
            }

            return new Span<byte>((void*)this.pointer, this.length);
        }

        /// <inheritdoc/>
        public override MemoryHandle Pin(int elementIndex = 0)
        {
            if ((uint)elementIndex > (uint)this.length)
            {
                throw new ArgumentOutOfRangeException(nameof(elementIndex));
            }

            return new MemoryHandle((byte*)this.pointer + elementIndex);
        }

        /// <inheritdoc/>
        public override void Unpin()
        {
            // Unmanaged memory never moves; nothing to release.
        }

        /// <inheritdoc/>
        protected override void Dispose(bool disposing)
        {
            IntPtr toFree = Interlocked.Exchange(ref this.pointer, IntPtr.Zero);
            if (toFree != IntPtr.Zero)
            {
                Marshal.FreeHGlobal(toFree);
                GC.RemoveMemoryPressure(this.length);
                BufferDiagnostics.RecordNativeFree(this.length);
            }

        }
    }
}
