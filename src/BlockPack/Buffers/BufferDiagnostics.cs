using System;

namespace BlockPack.Buffers
{
    /// <summary>
    /// Per-thread counters of what the buffer code took from the pool and from native memory, so tests can prove
    /// that hostile input was rejected before anything was allocated. Per-thread because decompression runs on the
    /// calling thread and tests run in parallel; the cost is two thread-static increments per segment.
    /// </summary>
    internal static class BufferDiagnostics
    {
        [ThreadStatic]
        private static long bufferRents;

        [ThreadStatic]
        private static long bufferReturns;

        [ThreadStatic]
        private static long arrayRents;

        [ThreadStatic]
        private static long arrayReturns;

        [ThreadStatic]
        private static long nativeBytes;

        [ThreadStatic]
        private static long nativeBytesFreed;

        [ThreadStatic]
        private static long largestNativeAllocation;

        /// <summary>Gets how many <see cref="SegmentedBuffer"/>s this thread rented since <see cref="Reset"/>.</summary>
        internal static long BufferRents => bufferRents;

        /// <summary>Gets how many <see cref="SegmentedBuffer"/>s this thread disposed since <see cref="Reset"/>.</summary>
        internal static long BufferReturns => bufferReturns;

        /// <summary>Gets how many segment arrays this thread rented since <see cref="Reset"/>.</summary>
        internal static long ArrayRents => arrayRents;

        /// <summary>Gets how many segment arrays this thread gave back since <see cref="Reset"/>.</summary>
        internal static long ArrayReturns => arrayReturns;

        /// <summary>Gets how many bytes of native memory this thread freed since <see cref="Reset"/>.</summary>
        internal static long NativeBytesFreed => nativeBytesFreed;

        /// <summary>Gets how many bytes of native memory this thread allocated since <see cref="Reset"/>.</summary>
        internal static long NativeBytes => nativeBytes;

        /// <summary>Gets the largest single native allocation on this thread since <see cref="Reset"/>.</summary>
        internal static long LargestNativeAllocation => largestNativeAllocation;

        /// <summary>Zeroes this thread's counters.</summary>
        internal static void Reset()
        {
            bufferRents = 0;
            bufferReturns = 0;
            arrayRents = 0;
            arrayReturns = 0;
            nativeBytes = 0;
            nativeBytesFreed = 0;
            largestNativeAllocation = 0;
        }

        internal static void RecordBufferRent() => bufferRents++;

        internal static void RecordBufferReturn() => bufferReturns++;

        internal static void RecordArrayRent() => arrayRents++;

        internal static void RecordArrayReturn() => arrayReturns++;

        internal static void RecordNativeFree(long length) => nativeBytesFreed += length;

        internal static void RecordNativeAllocation(long length)
        {
            nativeBytes += length;
            if (length > largestNativeAllocation)
            {
                largestNativeAllocation = length;
            }
        }
    }
}
