using System;
using System.Buffers;
using System.Collections.Generic;

namespace BlockPack.Benchmarks.Baseline
{
    /// <summary>
    /// MessagePack-CSharp's SequencePool re-implemented: a locked stack of at most two sequences per processor, whose
    /// arrays all come from one <c>ArrayPool&lt;byte&gt;.Create(80 KB, 100)</c> (so a request above its largest bucket,
    /// 128 KB, is a fresh array each time, on the Large Object Heap).
    /// </summary>
    /// <remarks>Part of the baseline; not the real library.</remarks>
    internal sealed class BaselineSequencePool
    {
        /// <summary>The pool every baseline call uses, as MessagePack-CSharp's options default to one shared pool.</summary>
        internal static readonly BaselineSequencePool Shared = new BaselineSequencePool();

        private readonly int maxSize = Environment.ProcessorCount * 2;
        private readonly Stack<BaselineSequence> pool = new Stack<BaselineSequence>();
        private readonly ArrayPool<byte> arrayPool = ArrayPool<byte>.Create(80 * 1024, 100);

        /// <summary>Takes a sequence from the pool, or creates one.</summary>
        /// <returns>The sequence; give it back with <see cref="Return"/>.</returns>
        internal BaselineSequence Rent()
        {
            lock (this.pool)
            {
                if (this.pool.Count > 0)
                {
                    return this.pool.Pop();
                }
            }

            return new BaselineSequence(this.arrayPool);
        }

        /// <summary>Resets a sequence and keeps it unless the pool is full.</summary>
        /// <param name="sequence">The sequence from <see cref="Rent"/>.</param>
        internal void Return(BaselineSequence sequence)
        {
            sequence.Reset();
            lock (this.pool)
            {
                if (this.pool.Count < this.maxSize)
                {
                    this.pool.Push(sequence);
                }
            }
        }
    }
}
