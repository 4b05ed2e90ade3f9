using System;
using System.Threading;

namespace BlockPack.Compression.Parallel
{
    /// <summary>
    /// The work-sharing loop of the parallel decoders: the caller and its thread-pool helpers claim the items of one
    /// batch from one atomic cursor, so the calling thread does every item no helper has started and waits only for the
    /// items a helper is doing at that moment, never for a work item still queued. A starved or capped thread pool
    /// therefore costs the caller at most its single-threaded time; a helper that starts after the batch is done finds
    /// nothing left and returns. Queued as the helpers' work item.
    /// </summary>
    internal sealed class WorkShare
#if NETCOREAPP3_0_OR_GREATER
        : IThreadPoolWorkItem
#endif
    {
#if !NETCOREAPP3_0_OR_GREATER
        private static readonly WaitCallback Callback = state => ((WorkShare)state!).Execute();
#endif

        private readonly IIndexedWork work;
        private readonly int count;
        private readonly bool budgeted;
        private int next;
        private int completed;

        private WorkShare(IIndexedWork work, int count, bool budgeted)
        {
            this.work = work;
            this.count = count;
            this.budgeted = budgeted;
        }

        /// <summary>
        /// Does every item of a batch: queues the helpers a core is free for (up to <paramref name="maxDegree"/> threads
        /// in all, the caller's included), works alongside them until no item is left to claim, then waits for the items
        /// a helper is still doing.
        /// </summary>
        /// <param name="work">The batch's items.</param>
        /// <param name="count">How many items the batch has.</param>
        /// <param name="maxDegree">The most threads to use.</param>
        /// <param name="backOff">Whether helpers are queued only while a core is idle (<see cref="HelperBudget"/>).</param>
        internal static void Run(IIndexedWork work, int count, int maxDegree, bool backOff)
        {
            int wanted = Math.Min(maxDegree, count) - 1;
            if (wanted <= 0)
            {
                for (int i = 0; i < count; i++)
                {
                    work.Run(i);
                }

                return;
            }

            // A new cursor per batch: a helper queued for an earlier batch that starts only now holds the earlier
            // cursor, finds it exhausted and touches nothing of this batch.
            WorkShare share = new WorkShare(work, count, backOff);
            int helpers = backOff ? HelperBudget.TryTakeHelpers(wanted) : wanted;
            for (int i = 0; i < helpers; i++)
            {
                try
                {
                    share.Queue();
                }
                catch
                {
                    if (backOff)
                    {
                        for (int j = i; j < helpers; j++)
                        {
                            HelperBudget.ReleaseHelper();
                        }
                    }

                    throw;
                }
            }

            share.Work();
            share.WaitForItemsInProgress();
        }

        /// <summary>A helper's run: does what is left, then gives its slot back.</summary>
        public void Execute()
        {
            try
            {
                this.Work();
            }
            finally
            {
                if (this.budgeted)
                {
                    HelperBudget.ReleaseHelper();
                }
            }
        }

        private void Queue()
        {
#if NETCOREAPP3_0_OR_GREATER
            ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
#else
            ThreadPool.UnsafeQueueUserWorkItem(Callback, this);
#endif
        }

        /// <summary>Claims and does items until none is left to claim.</summary>
        private void Work()
        {
            int i;
            while ((i = Interlocked.Increment(ref this.next) - 1) < this.count)
            {
                this.work.Run(i);
                if (Interlocked.Increment(ref this.completed) == this.count)
                {
                    lock (this)
                    {
                        Monitor.PulseAll(this);
                    }
                }
            }
        }

        /// <summary>
        /// Returns once every claimed item is finished. Called after <see cref="Work"/>, when every item is claimed, so
        /// it waits only for items a helper is doing now (one each at most).
        /// </summary>
        private void WaitForItemsInProgress()
        {
            if (Volatile.Read(ref this.completed) == this.count)
            {
                return;
            }

            // A 64 KB segment takes tens of microseconds: a short spin usually sees it end without a sleep and a wake-up.
            SpinWait spinner = default;
            while (!spinner.NextSpinWillYield)
            {
                spinner.SpinOnce();
                if (Volatile.Read(ref this.completed) == this.count)
                {
                    return;
                }
            }

            lock (this)
            {
                while (Volatile.Read(ref this.completed) != this.count)
                {
                    Monitor.Wait(this);
                }
            }
        }
    }
}
