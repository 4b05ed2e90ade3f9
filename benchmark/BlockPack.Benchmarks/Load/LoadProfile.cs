using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Threading;
using BlockPack.Benchmarks.Models;

namespace BlockPack.Benchmarks.Load
{
    /// <summary>
    /// Parallel coding under load (issue 28). <c>--profile load N</c>: N concurrent callers (1, 2, 4, 16, 64 dedicated
    /// threads) each serialize or deserialize 10,000 records with <c>Lz4BlockArray</c>, with the default degree of
    /// parallelism and with one thread per call (<c>MaxDegreeOfParallelism</c> 1); the two run as alternating steps of
    /// <see cref="RotatingSteps"/> for N rounds, and each line gives the median throughput of a window and the median of
    /// its per-round p99 latency. <c>--profile starved N</c>: a 30,000-record deserialize with the thread pool
    /// saturated by 200 blocked work items, against the same call's single-threaded time on an idle pool, then once
    /// more with the pool also capped.
    /// </summary>
    internal static class LoadProfile
    {
        /// <summary>About how long one window of concurrent calls lasts.</summary>
        private static readonly TimeSpan Window = TimeSpan.FromMilliseconds(400);

        private static readonly int[] CallerCounts = { 1, 2, 4, 16, 64 };

        /// <summary>Measures throughput and p99 latency for every caller count, serialize and deserialize.</summary>
        /// <param name="rounds">The rounds per caller count.</param>
        internal static void Run(int rounds)
        {
            IntKeyRecord[] records = RecordFactory.IntKey(10_000);
            MessagePackSerializerOptions parallel = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            MessagePackSerializerOptions oneThread = parallel.WithMaxDegreeOfParallelism(1);
            byte[] payload = MessagePackSerializer.Serialize(records, oneThread);
            Console.WriteLine($"Load: {records.Length:N0} records, Lz4BlockArray {payload.Length:N0} bytes; {Environment.ProcessorCount} cores; default degree {parallel.EffectiveDegreeOfParallelism}; {rounds} rounds; load average {LoadAverage()}");

            var operations = new (string Name, Func<MessagePackSerializerOptions, Action> Call)[]
            {
                ("serialize", options => () => MessagePackSerializer.Serialize(records, options)),
                ("deserialize", options => () => MessagePackSerializer.Deserialize<IntKeyRecord[]>(payload, options)),
            };

            var summary = new List<string>();
            foreach ((string name, Func<MessagePackSerializerOptions, Action> call) in operations)
            {
                Action single = call(oneThread);
                for (int i = 0; i < 20; i++)
                {
                    single();
                }

                // Calls per window: about Window of work for every core, shared among the callers.
                double callMs = Math.Max(TimeOne(single), 0.01);
                int totalCalls = (int)Math.Max(8, Window.TotalMilliseconds * Environment.ProcessorCount / callMs);
                foreach (int callers in CallerCounts)
                {
                    int perCaller = Math.Max(3, totalCalls / callers);
                    var parallelWindow = new ConcurrentWindow(callers, perCaller, call(parallel));
                    var oneThreadWindow = new ConcurrentWindow(callers, perCaller, call(oneThread));
                    var steps = new List<(string Name, Action Run)>
                    {
                        ($"{name} {callers} callers × {perCaller} calls, parallel", parallelWindow.Run),
                        ($"{name} {callers} callers × {perCaller} calls, one thread", oneThreadWindow.Run),
                    };
                    double[] windowMs = RotatingSteps.Run(steps, rounds, warmups: 1);
                    int calls = callers * perCaller;
                    double parallelRate = calls / windowMs[0] * 1000;
                    double oneThreadRate = calls / windowMs[1] * 1000;
                    string line = string.Format(
                        CultureInfo.InvariantCulture,
                        "LOAD {0,-11} N={1,-2}  parallel {2,7:0} calls/s p99 {3,8:0.00} ms | one thread {4,7:0} calls/s p99 {5,8:0.00} ms | parallel ÷ one thread {6:0.000} | helpers per parallel call {7:0.00}",
                        name,
                        callers,
                        parallelRate,
                        parallelWindow.MedianP99,
                        oneThreadRate,
                        oneThreadWindow.MedianP99,
                        parallelRate / oneThreadRate,
                        parallelWindow.HelpersPerCall);
                    Console.WriteLine(line);
                    summary.Add(line);
                }
            }

            Console.WriteLine($"Summary (load average {LoadAverage()}):");
            summary.ForEach(Console.WriteLine);
        }

        /// <summary>The starved-pool targets: saturated ≤ 2× unloaded single-threaded; capped completes.</summary>
        /// <param name="rounds">The rounds of each measurement.</param>
        internal static void RunStarved(int rounds)
        {
            IntKeyRecord[] records = RecordFactory.IntKey(30_000);
            MessagePackSerializerOptions parallel = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            MessagePackSerializerOptions oneThread = parallel.WithMaxDegreeOfParallelism(1);
            byte[] payload = MessagePackSerializer.Serialize(records, oneThread);
            IntKeyRecord[]? sink = null;
            var steps = new List<(string Name, Action Run)>
            {
                ("deserialize 30,000 records, one thread", () => sink = MessagePackSerializer.Deserialize<IntKeyRecord[]>(payload, oneThread)),
                ("deserialize 30,000 records, default (parallel)", () => sink = MessagePackSerializer.Deserialize<IntKeyRecord[]>(payload, parallel)),
            };
            Console.WriteLine($"Starved pool: {payload.Length:N0} bytes ({records.Length:N0} records), {Environment.ProcessorCount} cores, {rounds} rounds; load average {LoadAverage()}");

            Console.WriteLine("Idle pool:");
            double[] idle = RotatingSteps.Run(steps, rounds, warmups: 3);

            Console.WriteLine("Pool saturated by 200 blocked work items:");
            double[] starved;
            using (Saturate(200, out int blocked))
            {
                Console.WriteLine($"  {blocked} pool threads blocked, {ThreadPool.PendingWorkItemCount} items queued");
                starved = RotatingSteps.Run(steps, rounds, warmups: 1);
            }

            int cap = Math.Max(4, Environment.ProcessorCount);
            ThreadPool.GetMaxThreads(out int maxWorkers, out int maxIo);
            ThreadPool.GetMinThreads(out int minWorkers, out int minIo);
            double capped;
            try
            {
                ThreadPool.SetMinThreads(Math.Min(minWorkers, cap), Math.Min(minIo, cap));
                if (!ThreadPool.SetMaxThreads(cap, cap))
                {
                    throw new InvalidOperationException($"Could not cap the pool at {cap}.");
                }

                using (Saturate(200, out int blocked))
                {
                    Console.WriteLine($"Pool capped at {cap} threads and saturated: {blocked} blocked, {ThreadPool.PendingWorkItemCount} queued");
                    long start = Stopwatch.GetTimestamp();
                    sink = MessagePackSerializer.Deserialize<IntKeyRecord[]>(payload, parallel);
                    capped = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
                }
            }
            finally
            {
                ThreadPool.SetMaxThreads(maxWorkers, maxIo);
                ThreadPool.SetMinThreads(minWorkers, minIo);
            }

            GC.KeepAlive(sink);
            Console.WriteLine(string.Format(
                CultureInfo.InvariantCulture,
                "STARVED idle: one thread {0:0.00} ms, parallel {1:0.00} ms (speed-up {2:0.00}) | saturated: parallel {3:0.00} ms = {4:0.00}× idle one thread (target ≤ 2), one thread {5:0.00} ms | capped at {6} and saturated: {7:0.00} ms (completes) | load average {8}",
                idle[0],
                idle[1],
                idle[0] / idle[1],
                starved[1],
                starved[1] / idle[0],
                starved[0],
                cap,
                capped,
                LoadAverage()));
        }

        private static double TimeOne(Action call)
        {
            long start = Stopwatch.GetTimestamp();
            for (int i = 0; i < 10; i++)
            {
                call();
            }

            return Stopwatch.GetElapsedTime(start).TotalMilliseconds / 10;
        }

        /// <summary>Queues <paramref name="count"/> work items that block until the result is disposed, as sync-over-async code does.</summary>
        private static IDisposable Saturate(int count, out int blocked)
        {
            var release = new ManualResetEventSlim(false);
            int entered = 0;
            for (int i = 0; i < count; i++)
            {
                ThreadPool.QueueUserWorkItem(_ =>
                {
                    Interlocked.Increment(ref entered);
                    release.Wait();
                });
            }

            // The pool's minimum threads start at once; then it should be busy on all of them.
            var waited = Stopwatch.StartNew();
            ThreadPool.GetMinThreads(out int minimum, out _);
            while (Volatile.Read(ref entered) < Math.Min(minimum, count) && waited.ElapsedMilliseconds < 10_000)
            {
                Thread.Sleep(10);
            }

            blocked = Volatile.Read(ref entered);
            return new Release(release);
        }

        private static string LoadAverage()
            => System.IO.File.Exists("/proc/loadavg") ? System.IO.File.ReadAllText("/proc/loadavg").Split(' ')[0] : "n/a";

        /// <summary>Lets the blocked work items go and waits for the pool's queue to drain.</summary>
        private sealed class Release : IDisposable
        {
            private readonly ManualResetEventSlim release;

            internal Release(ManualResetEventSlim release) => this.release = release;

            public void Dispose()
            {
                this.release.Set();
                var waited = Stopwatch.StartNew();
                while (ThreadPool.PendingWorkItemCount > 0 && waited.ElapsedMilliseconds < 10_000)
                {
                    Thread.Sleep(10);
                }
            }
        }

        /// <summary>
        /// One window: <c>callers</c> dedicated threads start together and each makes <c>perCaller</c> calls, timing each;
        /// <see cref="RotatingSteps"/> times the whole window. The p99 of every window's calls is kept.
        /// </summary>
        private sealed class ConcurrentWindow
        {
            private readonly int callers;
            private readonly int perCaller;
            private readonly Action call;
            private readonly double[] latencies;
            private readonly List<double> p99s = new List<double>();
            private long helpersGranted;
            private long calls;

            internal ConcurrentWindow(int callers, int perCaller, Action call)
            {
                this.callers = callers;
                this.perCaller = perCaller;
                this.call = call;
                this.latencies = new double[callers * perCaller];
            }

            /// <summary>Gets how many thread-pool helpers the budget granted per call, over every window (warm-up included).</summary>
            internal double HelpersPerCall => this.calls == 0 ? 0 : (double)this.helpersGranted / this.calls;

            /// <summary>Gets the median over the windows of their p99 call latency, in milliseconds.</summary>
            internal double MedianP99 => Stats.Median(this.p99s);

            internal void Run()
            {
                using var start = new ManualResetEventSlim(false);
                var threads = new Thread[this.callers];
                for (int c = 0; c < this.callers; c++)
                {
                    int offset = c * this.perCaller;
                    threads[c] = new Thread(() =>
                    {
                        start.Wait();
                        for (int i = 0; i < this.perCaller; i++)
                        {
                            long begin = Stopwatch.GetTimestamp();
                            this.call();
                            this.latencies[offset + i] = Stopwatch.GetElapsedTime(begin).TotalMilliseconds;
                        }
                    });
                    threads[c].Start();
                }

                long grantedBefore = BlockPack.Compression.Parallel.HelperBudget.TotalGranted;
                start.Set();
                foreach (Thread thread in threads)
                {
                    thread.Join();
                }

                this.helpersGranted += BlockPack.Compression.Parallel.HelperBudget.TotalGranted - grantedBefore;
                this.calls += this.latencies.Length;

                this.p99s.Add(Stats.Quantile(this.latencies, 0.99));
            }
        }
    }
}
