using System;
using System.Buffers;
using System.Diagnostics;
using BlockPack.Buffers;
using BlockPack.Compression.Parallel;
using static BlockPack.Tests.Compression.Zstd.ZstdTestSupport;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// A ZstdBlockArray of several frames (or, in the version-1 form, many blocks), decoded with four threads allowed,
    /// really has part of it decoded on another thread.
    /// </summary>
    /// <remarks>
    /// <para>
    /// The signal is the calling thread's own pool rents (<see cref="BufferDiagnostics"/> counts per thread): each
    /// segment's storage is rented by the thread that decodes it, so the caller rents fewer arrays exactly when a
    /// helper decoded at least one segment. The baseline is the same parallel path with the caller alone, forced by a
    /// full <see cref="HelperBudget"/>. Nothing but another thread decoding can make the count drop, so a decoder
    /// held to one thread never passes, however long the test waits.
    /// </para>
    /// <para>
    /// The decoding is work-sharing: the caller never waits for a helper to start and may decode every segment itself
    /// when the pool has no idle thread (the test runner's own threads, a loaded machine: the pool then adds a thread
    /// about every half second). So the decode is repeated until a helper took part, within a generous bound. The pool's
    /// completed-item count is no signal for this: the runner completes about a dozen items a second of its own, and
    /// read after a fixed pause it missed helpers that ran later.
    /// </para>
    /// </remarks>
    [Collection(nameof(ZstdParallelDecodeCollection))]
    public sealed class ZstdParallelDecodeThreadTests
    {
        [Theory]
        [InlineData(false, false)]
        [InlineData(true, false)]
        [InlineData(false, true)]
        [InlineData(true, true)]
        public void Four_threads_allowed_decode_segments_on_another_thread(bool checksums, bool frames)
        {
            // The frames form (two 1 MiB frames and the last run cut in two) and the version-1 block array (46 blocks of 64 KB).
            byte[] plain = Pattern(3_000_000, seed: 41);
            byte[] framed = frames ? CompressFrames(plain, checksums) : Compress(plain, checksums);

            long alone = CallerRentsWithTheBudgetFull(framed, plain);
            var parallel = new DecodeParallelism(minimumPayload: 0, maxDegree: 4, backOff: false);
            Stopwatch waited = Stopwatch.StartNew();
            int decodes = 0;
            long fewest = long.MaxValue;
            while (waited.Elapsed < TimeSpan.FromSeconds(60) && decodes < 2_000)
            {
                fewest = Math.Min(fewest, CallerRents(framed, plain, parallel));
                decodes++;
                if (fewest < alone)
                {
                    break;
                }
            }

            Assert.True(fewest < alone, $"the caller rented {alone} arrays decoding alone and at least {fewest} in each of {decodes} decodes with four threads allowed: no helper decoded a segment in {waited.Elapsed.TotalSeconds:F0} s");
        }

        /// <summary>The caller's rents in one decode on the parallel path with every core taken, so no helper is queued.</summary>
        private static long CallerRentsWithTheBudgetFull(byte[] framed, byte[] plain)
        {
            int taken = Environment.ProcessorCount;
            for (int i = 0; i < taken; i++)
            {
                HelperBudget.EnterCaller();
            }

            try
            {
                return CallerRents(framed, plain, new DecodeParallelism(minimumPayload: 0, maxDegree: 4, backOff: true));
            }
            finally
            {
                for (int i = 0; i < taken; i++)
                {
                    HelperBudget.ExitCaller();
                }
            }
        }

        private static long CallerRents(byte[] framed, byte[] plain, DecodeParallelism parallelism)
        {
            BufferDiagnostics.Reset();
            byte[]? decoded = Decompress(new ReadOnlySequence<byte>(framed), long.MaxValue, out _, parallelism: parallelism);
            long rents = BufferDiagnostics.ArrayRents;
            Assert.Equal(plain, decoded);
            return rents;
        }
    }
}
