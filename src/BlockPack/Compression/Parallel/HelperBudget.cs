using System;
using System.Threading;

namespace BlockPack.Compression.Parallel
{
    /// <summary>
    /// The process-wide count of threads busy in parallel block coding, which decides whether another thread-pool helper
    /// can help at all. A helper only pays when a core is idle: with every core already running a caller or a helper,
    /// one more thread adds a hand-off and a wait and takes nothing off the caller, so it is not started.
    /// </summary>
    /// <remarks>
    /// <para>
    /// A caller registers (<see cref="EnterCaller"/>) once it is about to ask for helpers, and a helper holds its slot
    /// from the moment it is queued until its work item ends, so a helper stuck in a backlogged queue keeps counting as
    /// busy and stops further ones from being queued behind it. On .NET Core a pool with work already waiting in its
    /// queue gets no helper either: a helper queued there would start late, if at all.
    /// </para>
    /// <para>
    /// The budget only limits how many helpers are started. Callers never depend on one: the paths that use it
    /// (<see cref="ParallelBlockDecoder"/>, <see cref="BlockCompressionPipeline"/>) are work-sharing, the calling
    /// thread taking every block no helper has started, so a helper that never runs costs nothing but its queue entry.
    /// </para>
    /// </remarks>
    internal static class HelperBudget
    {
        private static readonly int Cores = Math.Max(1, Environment.ProcessorCount);

        private static int callers;
        private static int helpers;
        private static long granted;

        /// <summary>Gets the callers registered now (for tests and diagnostics).</summary>
        internal static int Callers => Volatile.Read(ref callers);

        /// <summary>Gets the helpers queued or running now (for tests and diagnostics).</summary>
        internal static int Helpers => Volatile.Read(ref helpers);

        /// <summary>Gets how many helpers were granted since the process started (for the load benchmark: helpers per call).</summary>
        internal static long TotalGranted => Interlocked.Read(ref granted);

        /// <summary>Registers the calling thread as busy coding blocks; pair with <see cref="ExitCaller"/>.</summary>
        internal static void EnterCaller() => Interlocked.Increment(ref callers);

        /// <summary>Ends a registration made with <see cref="EnterCaller"/>.</summary>
        internal static void ExitCaller() => Interlocked.Decrement(ref callers);

        /// <summary>
        /// Reserves up to <paramref name="wanted"/> helper slots, as many as there are idle cores: the processor count
        /// less the registered callers (the asking one included) and the helpers queued or running.
        /// </summary>
        /// <param name="wanted">The most helpers the caller could use.</param>
        /// <returns>How many helpers the caller may queue; give each slot back with <see cref="ReleaseHelper"/>.</returns>
        internal static int TryTakeHelpers(int wanted)
        {
            if (wanted <= 0)
            {
                return 0;
            }

            while (true)
            {
                int current = Volatile.Read(ref helpers);
                int grant = Math.Min(wanted, Cores - Volatile.Read(ref callers) - current);
                if (grant <= 0)
                {
                    return 0;
                }

#if NETCOREAPP3_0_OR_GREATER
                // Checked after the counts, which usually answer alone under load and cost far less.
                if (ThreadPool.PendingWorkItemCount > 0)
                {
                    return 0;
                }
#endif

                if (Interlocked.CompareExchange(ref helpers, current + grant, current) == current)
                {
                    Interlocked.Add(ref granted, grant);
                    return grant;
                }
            }
        }

        /// <summary>Gives back one slot taken with <see cref="TryTakeHelpers"/>, when its work item ends.</summary>
        internal static void ReleaseHelper() => Interlocked.Decrement(ref helpers);
    }
}
