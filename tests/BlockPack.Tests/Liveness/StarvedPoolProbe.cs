using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;
using BlockPack.Tests.Compression;

namespace BlockPack.Tests.Liveness
{
    /// <summary>
    /// The child-process side of <see cref="StarvedPoolTests"/>, run as <c>dotnet BlockPack.Tests.dll starved-pool-probe</c>
    /// (through <see cref="Security.HashSeedProbe.Main"/>, the assembly's entry point). It computes the expected bytes
    /// with an idle pool, then caps the thread pool and fills it with blocked work items, and serializes and
    /// deserializes multi-megabyte compressed payloads through every API that could hand blocks to the pool. Each
    /// operation prints one line; one that fails, differs or outlasts <see cref="OperationBound"/> makes the exit code
    /// non-zero (a watchdog thread, not a pool thread, ends a hung process).
    /// </summary>
    internal static class StarvedPoolProbe
    {
        internal const string Argument = "starved-pool-probe";

        /// <summary>How long one operation may take under the starved pool: the work takes well under a second alone.</summary>
        internal static readonly TimeSpan OperationBound = TimeSpan.FromSeconds(15);

        private const int Orders = 40_000;
        private const int BlockedItems = 200;

        /// <summary>Four threads, the most helpers asked for: more than the pool will ever run here.</summary>
        private static readonly MessagePackSerializerOptions Parallel = MessagePackSerializerOptions.Standard.WithMaxDegreeOfParallelism(4);

        private static readonly MessagePackSerializerOptions OneThread = MessagePackSerializerOptions.Standard.WithMaxDegreeOfParallelism(1);

        private static readonly (MessagePackCompression Mode, bool Checked)[] Framings =
        {
            (MessagePackCompression.Lz4BlockArray, false),
            (MessagePackCompression.Lz4BlockArray, true),
            (MessagePackCompression.Lz4Block, false),
            (MessagePackCompression.Lz4Block, true),
        };

        private static int failures;

        /// <summary>Runs every operation under a capped, saturated pool.</summary>
        /// <returns>0 when every operation finished in time with the expected result, 1 otherwise.</returns>
        internal static int Run()
        {
            List<StarvedPoolOrder> orders = StarvedPoolOrder.Make(Orders);
            byte[] plain = MessagePackSerializer.Serialize(orders, OneThread);
            var expected = new Dictionary<(MessagePackCompression, bool), byte[]>();
            foreach ((MessagePackCompression mode, bool isChecked) in Framings)
            {
                byte[] bytes = MessagePackSerializer.Serialize(orders, OneThread.WithCompression(mode).WithBlockChecksums(isChecked));
                expected[(mode, isChecked)] = bytes;
                Console.WriteLine($"payload {Name(mode, isChecked)}: {plain.Length} bytes plain, {bytes.Length} compressed");

                // The parallel path with an idle pool gives the same bytes: the reference the loaded runs are held to.
                Check($"idle serialize {Name(mode, isChecked)}", () => MessagePackSerializer.Serialize(orders, Options(mode, isChecked)).AsSpan().SequenceEqual(bytes));
            }

            // Alone in this process with an idle pool, a registered caller may start a helper for every other core, no more.
            Check("budget grants every other core", () =>
            {
                // The idle serializations' workers give their slots back just after the caller returns.
                var settled = Stopwatch.StartNew();
                while ((ThreadPool.PendingWorkItemCount > 0 || HelperBudget.Helpers != 0) && settled.Elapsed < TimeSpan.FromSeconds(5))
                {
                    Thread.Sleep(10);
                }

                HelperBudget.EnterCaller();
                int granted = HelperBudget.TryTakeHelpers(64);
                bool none = HelperBudget.TryTakeHelpers(1) == 0;
                for (int i = 0; i < granted; i++)
                {
                    HelperBudget.ReleaseHelper();
                }

                HelperBudget.ExitCaller();
                return granted == Environment.ProcessorCount - 1 && none;
            });

            using var release = new ManualResetEventSlim(false);
            int cap = Math.Max(4, Environment.ProcessorCount);
            if (!ThreadPool.SetMinThreads(cap, cap) || !ThreadPool.SetMaxThreads(cap, cap))
            {
                Console.WriteLine($"FAIL could not cap the thread pool at {cap} threads");
                return 1;
            }

            int entered = 0;
            for (int i = 0; i < BlockedItems; i++)
            {
                ThreadPool.QueueUserWorkItem(_ =>
                {
                    Interlocked.Increment(ref entered);
                    release.Wait();
                });
            }

            var started = Stopwatch.StartNew();
            while (Volatile.Read(ref entered) < cap && started.Elapsed < TimeSpan.FromSeconds(10))
            {
                Thread.Sleep(10);
            }

            Console.WriteLine($"pool capped at {cap}, {Volatile.Read(ref entered)} threads blocked, {ThreadPool.PendingWorkItemCount} items queued");
            if (Volatile.Read(ref entered) < cap)
            {
                Console.WriteLine("FAIL the pool's threads did not all block");
                return 1;
            }

            try
            {
#if !LIBRARY_NETSTANDARD
                // Work waits in the pool's queue: a helper would start late, if at all, so none is granted. (The
                // netstandard2.0 build cannot see the pool's queue, so it grants by free cores alone and relies on the
                // caller taking back the blocks of a helper that has not started; the framing checks below cover that.)
                Check("budget grants nothing to a backlogged pool", () =>
                {
                    HelperBudget.EnterCaller();
                    int granted = HelperBudget.TryTakeHelpers(64);
                    for (int i = 0; i < granted; i++)
                    {
                        HelperBudget.ReleaseHelper();
                    }

                    HelperBudget.ExitCaller();
                    return granted == 0;
                });
#endif

                foreach ((MessagePackCompression mode, bool isChecked) in Framings)
                {
                    RunFraming(orders, plain, expected[(mode, isChecked)], mode, isChecked);
                }
            }
            finally
            {
                release.Set();
            }

            // Every helper queued behind the backlog (the forced ones hold no slot) has run by now or soon: every slot and
            // every caller registration is given back.
            Check("budget slots all given back", () =>
            {
                var drained = Stopwatch.StartNew();
                while ((ThreadPool.PendingWorkItemCount > 0 || HelperBudget.Helpers != 0) && drained.Elapsed < TimeSpan.FromSeconds(10))
                {
                    Thread.Sleep(10);
                }

                return HelperBudget.Callers == 0 && HelperBudget.Helpers == 0;
            });

            Console.WriteLine(failures == 0 ? "ALL OK" : $"{failures} FAILED");
            return failures == 0 ? 0 : 1;
        }

        private static void RunFraming(List<StarvedPoolOrder> orders, byte[] plain, byte[] expected, MessagePackCompression mode, bool isChecked)
        {
            MessagePackSerializerOptions options = Options(mode, isChecked);
            string name = Name(mode, isChecked);

            Check($"serialize to array {name}", () => MessagePackSerializer.Serialize(orders, options).AsSpan().SequenceEqual(expected));
            Check($"serialize to stream {name}", () =>
            {
                using var stream = new MemoryStream();
                MessagePackSerializer.Serialize(stream, orders, options);
                return stream.ToArray().AsSpan().SequenceEqual(expected);
            });
            Check($"serialize async {name}", () =>
            {
                using var stream = new MemoryStream();
                MessagePackSerializer.SerializeAsync(stream, orders, options).GetAwaiter().GetResult();
                return stream.ToArray().AsSpan().SequenceEqual(expected);
            });
            Check($"deserialize array {name}", () => SameAsPlain(MessagePackSerializer.Deserialize<List<StarvedPoolOrder>>(expected, options), plain));
            Check($"deserialize stream {name}", () =>
            {
                using var stream = new MemoryStream(expected);
                return SameAsPlain(MessagePackSerializer.Deserialize<List<StarvedPoolOrder>>(stream, options), plain);
            });
            Check($"deserialize async {name}", () =>
            {
                using var stream = new MemoryStream(expected);
                return SameAsPlain(MessagePackSerializer.DeserializeAsync<List<StarvedPoolOrder>>(stream, options).AsTask().GetAwaiter().GetResult(), plain);
            });
            Check($"stream reader {name}", () =>
            {
                // Two messages back to back: the reader hands each one whole, and each decodes under the starved pool.
                using var stream = new MemoryStream(expected.Concat(expected).ToArray());
                using var reader = new MessagePackStreamReader(stream);
                for (int i = 0; i < 2; i++)
                {
                    ReadOnlySequence<byte>? message = reader.ReadAsync(CancellationToken.None).AsTask().GetAwaiter().GetResult();
                    if (message is null || !SameAsPlain(MessagePackSerializer.Deserialize<List<StarvedPoolOrder>>(message.Value, options), plain))
                    {
                        return false;
                    }
                }

                return reader.ReadAsync(CancellationToken.None).AsTask().GetAwaiter().GetResult() is null;
            });

            // The work-sharing itself, without the back-off that keeps helpers out of a busy pool: helpers are queued
            // behind the blocked items and never start, and the caller must still do all the work.
            Check($"decode with helpers queued {name}", () =>
                Lz4TestSupport.Decompress(new ReadOnlySequence<byte>(expected), long.MaxValue, out _, parallelism: new DecodeParallelism(0, 4, backOff: false))!.AsSpan().SequenceEqual(plain));
            Check($"pipeline with workers queued {name}", () => PipelineRoundTrips(plain, mode, isChecked));
        }

        private static bool PipelineRoundTrips(byte[] plain, MessagePackCompression mode, bool isChecked)
        {
            bool singleBlock = mode == MessagePackCompression.Lz4Block;
            using SegmentedBuffer buffer = SegmentedBuffer.Rent();
            BlockCompressionPipeline pipeline = BlockCompressionPipeline.Rent(Lz4CodecSelection.Current, degree: 4, findFinalSequence: singleBlock, isChecked, backOff: false);
            var output = new ArrayBufferWriter<byte>();
            try
            {
                buffer.ReportCompletedSegments(pipeline);
                for (int offset = 0; offset < plain.Length; offset += 4096)
                {
                    int count = Math.Min(4096, plain.Length - offset);
                    plain.AsSpan(offset, count).CopyTo(buffer.GetSpan(count));
                    buffer.Advance(count);
                }

                if (!pipeline.HasStartedWorkers)
                {
                    Console.WriteLine("  (no worker was queued: the case did not test what it meant to)");
                    return false;
                }

                MessagePackCompression framing = singleBlock ? MessagePackCompression.Lz4Block : MessagePackCompression.Lz4BlockArray;
                Compressor.Write(buffer.AsReadOnlySequence(), output, framing, 1, Lz4CodecSelection.Current, isChecked, pipeline: pipeline);
            }
            finally
            {
                pipeline.Return();
            }

            return Lz4TestSupport.Decompress(output.WrittenMemory.ToArray())!.AsSpan().SequenceEqual(plain);
        }

        private static MessagePackSerializerOptions Options(MessagePackCompression mode, bool isChecked) => Parallel.WithCompression(mode).WithBlockChecksums(isChecked);

        private static string Name(MessagePackCompression mode, bool isChecked) => mode + (isChecked ? " checked" : " unchecked");

        private static bool SameAsPlain(List<StarvedPoolOrder> orders, byte[] plain) => MessagePackSerializer.Serialize(orders, OneThread).AsSpan().SequenceEqual(plain);

        /// <summary>Runs one operation under a watchdog and prints its time and outcome.</summary>
        private static void Check(string name, Func<bool> operation)
        {
            using var done = new ManualResetEventSlim(false);
            var watchdog = new Thread(() =>
            {
                if (!done.Wait(OperationBound))
                {
                    Console.WriteLine($"FAIL {name}: still running after {OperationBound.TotalSeconds} s");
                    Console.Out.Flush();
                    Environment.Exit(2);
                }
            })
            { IsBackground = true };
            watchdog.Start();

            var time = Stopwatch.StartNew();
            bool ok;
            string detail = string.Empty;
            try
            {
                ok = operation();
            }
            catch (Exception e)
            {
                ok = false;
                detail = " " + e;
            }

            time.Stop();
            done.Set();
            watchdog.Join();
            Console.WriteLine($"{(ok ? "ok  " : "FAIL")} {name}: {time.Elapsed.TotalMilliseconds.ToString("F0", CultureInfo.InvariantCulture)} ms{detail}");
            if (!ok)
            {
                failures++;
            }
        }
    }
}
