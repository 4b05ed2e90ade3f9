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
    /// <para>
    /// Each thread keeps one array in a private slot (and SegmentedBuffer's per-thread cache keeps one more per
    /// cached buffer), so the serialize-a-small-message path rents and returns without a lock; the rest sit in a stack
    /// under a lock.
    /// </para>
    /// <para>
    /// The stack always keeps up to <see cref="BaseRetainedCount"/> arrays. When more come back than it holds (a
    /// payload of many megabytes was just released), it grows, up to <see cref="MaximumRetainedLimit"/>, so that the
    /// next payload of that size reuses them: otherwise every such payload would allocate its segments anew, and they,
    /// alive until the payload is released, would be promoted and collected in gen2 (about one gen2 collection per
    /// 64 MB decoded). After each gen2 collection (see <see cref="SegmentPool"/>'s trimming), arrays that sat unused
    /// in the stack since the previous one are released, down to the base.
    /// </para>
    /// </remarks>
    internal static partial class SegmentPool
    {
        /// <summary>The amount of data a segment takes before writes move on to the next one.</summary>
        internal const int SegmentSize = 64 * 1024;

        /// <summary>
        /// The physical length of a pooled array: a segment plus room for one LZ4 block's worst-case growth
        /// (<c>SegmentSize / 255 + 16</c>) and a bin32 header, so compressing a full segment into a
        /// <see cref="SegmentedBuffer"/> still lands in a pooled array. Well below the 85,000-byte LOH threshold.
        /// </summary>
        internal const int ArrayLength = SegmentSize + 1024;

        /// <summary>The most arrays the stack ever holds: 4096 × 65 KB, about 270 MB, enough for a 256 MB payload in flight.</summary>
        internal const int MaximumRetainedLimit = 4096;

        private static readonly int BaseRetained = 64 + (16 * Environment.ProcessorCount);
        private static readonly object Gate = new object();
        private static byte[]?[] retained = new byte[BaseRetained][];
        private static int retainedCount;

        // Arrays made because the pool was empty: lets a test see that a second large payload reused the first one's
        // segments without reading the process-wide allocation counter, which every other thread also moves.
        private static long createdCount;

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
                    array = retained[--retainedCount];
                    retained[retainedCount] = null;
                    NoteLowWater();
                    return array!;
                }
            }

            Interlocked.Increment(ref createdCount);
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
                if (retainedCount == retained.Length && retained.Length < MaximumRetainedLimit)
                {
                    Array.Resize(ref retained, Math.Min(MaximumRetainedLimit, retained.Length * 2));
                }

                if (retainedCount < retained.Length)
                {
                    retained[retainedCount++] = array;
                }
            }
        }

        /// <summary>Gets how many arrays <see cref="Rent"/> has made so far because the pool had none to give.</summary>
        internal static long CreatedCount => Interlocked.Read(ref createdCount);

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

        /// <summary>Gets how many arrays the stack can hold now (between the base and <see cref="MaximumRetainedLimit"/>).</summary>
        internal static int MaximumRetainedCount
        {
            get
            {
                lock (Gate)
                {
                    return retained.Length;
                }
            }
        }

        /// <summary>Gets how many arrays the stack always keeps.</summary>
        internal static int BaseRetainedCount => BaseRetained;
    }
}
