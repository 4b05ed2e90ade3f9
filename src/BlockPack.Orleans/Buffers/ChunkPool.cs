using System;
using System.Collections.Concurrent;
using System.Threading;

namespace BlockPack.Orleans.Buffers
{
    /// <summary>
    /// Arrays of <see cref="ChunkLength"/> bytes, kept for reuse. The length holds one whole LZ4 block-array block
    /// (64 KiB of plain data, its worst-case compressed size and a bin header: BlockPack asks its output for about
    /// 66,000 contiguous bytes at a time) and stays below the runtime's 85,000-byte large-object threshold, which the
    /// shared <see cref="System.Buffers.ArrayPool{T}"/> cannot give: it would round such a request up to 128 KiB.
    /// </summary>
    internal static class ChunkPool
    {
        /// <summary>The length of every pooled array: 80 KiB.</summary>
        internal const int ChunkLength = 80 * 1024;

        /// <summary>How many free arrays are kept (10 MiB); more are left to the garbage collector.</summary>
        private const int MaximumRetained = 128;

        private static readonly ConcurrentBag<byte[]> Free = new();
        private static int retained;

        /// <summary>Takes an array of exactly <see cref="ChunkLength"/> bytes.</summary>
        internal static byte[] Rent()
        {
            if (Free.TryTake(out byte[]? array))
            {
                Interlocked.Decrement(ref retained);
                return array;
            }

            return GC.AllocateUninitializedArray<byte>(ChunkLength);
        }

        /// <summary>Gives back an array taken with <see cref="Rent"/>; arrays of other lengths are ignored.</summary>
        internal static void Return(byte[] array)
        {
            if (array.Length != ChunkLength || Interlocked.Increment(ref retained) > MaximumRetained)
            {
                if (array.Length == ChunkLength)
                {
                    Interlocked.Decrement(ref retained);
                }

                return;
            }

            Free.Add(array);
        }

        /// <summary>
        /// Drops every free array, so that the next rents allocate again: lets a test measure the first use of the pool
        /// more than once in one process.
        /// </summary>
        internal static void Clear()
        {
            while (Free.TryTake(out _))
            {
                Interlocked.Decrement(ref retained);
            }
        }
    }
}
