using System;
using System.Threading;

namespace BlockPack.Buffers
{
    /// <summary>
    /// The process-wide pool of segment arrays behind <see cref="SegmentedBuffer"/>: every array is exactly
    /// <see cref="ArrayLength"/> bytes, so a 64 KB segment never costs 128 KB (ArrayPool.Shared rounds
    /// 64 KB + slack up to its next power-of-two bucket) and never reaches the Large Object Heap.
    /// </summary>
    /// <remarks>
    /// Each thread keeps one array in a private slot (and SegmentedBuffer's per-thread cache keeps one more per
    /// cached buffer), so the serialize-a-small-message path rents and returns
    /// without a lock; the rest sit in a bounded stack under a lock. Arrays beyond the bound are left to the GC
    /// (they are small objects, so that costs a gen0 collection, not fragmentation).
    /// </remarks>
    internal static class SegmentPool
    {
        /// <summary>The amount of data a segment takes before writes move on to the next one.</summary>
        internal const int SegmentSize = 64 * 1024;

        /// <summary>
        /// The physical length of a pooled array: a segment plus room for one LZ4 block's worst-case growth
        /// (<c>SegmentSize / 255 + 16</c>) and a bin32 header, so compressing a full segment into a
        /// <see cref="SegmentedBuffer"/> still lands in a pooled array. Well below the 85,000-byte LOH threshold.
        /// </summary>
        internal const int ArrayLength = SegmentSize + 1024;

        private static readonly int MaximumRetained = 64 + (16 * Environment.ProcessorCount);
        private static readonly byte[]?[] Retained = new byte[MaximumRetained][];
        private static readonly object Gate = new object();
        private static int retainedCount;

        [ThreadStatic]
        private static byte[]? threadSlot;

        /// <summary>Takes an array of exactly <see cref="ArrayLength"/> bytes (contents unspecified).</summary>
        /// <returns>The array; give it back with <see cref="Return"/>.</returns>
        internal static byte[] Rent()
        {
            BufferDiagnostics.RecordArrayRent();
            byte[]? array = threadSlot;
            if (array is not null)
            {
                threadSlot = null;
                return array;
            }

            lock (Gate)
            {
                if (retainedCount > 0)
                {
                    array = Retained[--retainedCount];
                    Retained[retainedCount] = null;
                    return array!;
                }
            }

            return new byte[ArrayLength];
        }

        /// <summary>Gives back an array from <see cref="Rent"/>. The caller must not touch it afterwards.</summary>
        /// <param name="array">The array.</param>
        internal static void Return(byte[] array)
        {
            if (array.Length != ArrayLength)
            {
                // Only our own arrays come back here; anything else is a bug, and keeping it would poison the pool.
                throw new ArgumentException("The array does not belong to the segment pool.", nameof(array));
            }

            BufferDiagnostics.RecordArrayReturn();
            if (threadSlot is null)
            {
                threadSlot = array;
                return;
            }

            lock (Gate)
            {
                if (retainedCount < Retained.Length)
                {
                    Retained[retainedCount++] = array;
                }
            }
        }

        /// <summary>Gets how many arrays the shared stack currently retains (for tests of the bound).</summary>
        internal static int RetainedCount
        {
            get
            {
                lock (Gate)
                {
                    return retainedCount;
                }
            }
        }

        /// <summary>Gets the most arrays the shared stack retains.</summary>
        internal static int MaximumRetainedCount => MaximumRetained;
    }
}
