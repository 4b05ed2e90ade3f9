using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.DependencyInjection;
using Xunit;

namespace BlockPack.Caching.Tests
{
    /// <summary>10,000 get/set operations from two hosts, with Redis restarted once while operations are in flight.</summary>
    [Collection(RedisCollection.Name)]
    public sealed class LoadAndRestartTests
    {
        private const int Operations = 10_000;
        private const int Keys = 200;
        // Tells a hang from slowness: an operation meeting the outage on a loaded machine may take many seconds.
        private static readonly TimeSpan OperationTimeout = TimeSpan.FromSeconds(60);
        private readonly RedisServerFixture redis;

        public LoadAndRestartTests(RedisServerFixture redis)
        {
            this.redis = redis;
            redis.Start();
        }

        [Fact]
        public async Task ConcurrentOperations_WithRedisRestart_NoWrongValue_NoHang_NoUnobservedException()
        {
            int unobserved = 0;
            string? firstUnobserved = null;
            EventHandler<UnobservedTaskExceptionEventArgs> onUnobserved = (_, e) =>
            {
                Interlocked.Increment(ref unobserved);
                Interlocked.CompareExchange(ref firstUnobserved, e.Exception.ToString(), null);
            };
            TaskScheduler.UnobservedTaskException += onUnobserved;
            try
            {
                // Both hosts log into one recorder: HybridCache logs, rather than throws, a failed Redis call or a
                // failed (de)serialization, so the log is where a failing BlockPack serializer would show.
                var logged = new LoggedFailures();

                // Short L1 so that most reads go to L2 (and meet the restart).
                using ServiceProvider a = Hosts.Create(this.redis, TimeSpan.FromMilliseconds(50), logging: logged);
                using ServiceProvider b = Hosts.Create(this.redis, TimeSpan.FromMilliseconds(50), logging: logged);
                HybridCache[] hosts = { a.GetRequiredService<HybridCache>(), b.GetRequiredService<HybridCache>() };
                string prefix = HybridCacheRedisTests.NewKey() + ":";

                int completed = 0, failed = 0, wrong = 0;
                var thrown = new ConcurrentQueue<Exception>();
                var clock = Stopwatch.StartNew();
                long stoppedAt = long.MaxValue, restartedAt = long.MaxValue;
                var began = new long[Operations];
                var ended = new long[Operations];
                var succeeded = new bool[Operations];
                using var inFlight = new SemaphoreSlim(64);
                var restart = Task.Run(async () =>
                {
                    while (Volatile.Read(ref completed) + Volatile.Read(ref failed) < Operations / 3)
                    {
                        await Task.Delay(5);
                    }

                    Volatile.Write(ref stoppedAt, clock.ElapsedTicks);
                    this.redis.Stop();
                    await Task.Delay(300);
                    this.redis.Start();
                    Volatile.Write(ref restartedAt, clock.ElapsedTicks);
                });

                Task[] operations = Enumerable.Range(0, Operations).Select(async i =>
                {
                    // The last third waits for the restart, so some operations surely start after it, however fast
                    // the rest fail or finish while Redis is down.
                    if (i >= 2 * Operations / 3)
                    {
                        await restart;
                    }

                    await inFlight.WaitAsync();
                    began[i] = clock.ElapsedTicks;
                    try
                    {
                        HybridCache cache = hosts[i % 2];
                        int k = i % Keys;
                        string key = prefix + k;

                        // Every value stored under a key is the same, so anything else read back is a wrong value.
                        Task<Order> operation = i % 5 == 0
                            ? SetThenReturn(cache, key, Order.Make(k))
                            : cache.GetOrCreateAsync(key, _ => new ValueTask<Order>(Order.Make(k))).AsTask();
                        Order value = await operation.WaitAsync(OperationTimeout);
                        if (!value.Equals(Order.Make(k)))
                        {
                            Interlocked.Increment(ref wrong);
                        }

                        succeeded[i] = true;
                        Interlocked.Increment(ref completed);
                    }
                    catch (TimeoutException)
                    {
                        throw; // a hang: fail the test
                    }
                    catch (Exception ex)
                    {
                        // Counted here, judged below: only a failure caused by the stopped Redis is allowed.
                        thrown.Enqueue(ex);
                        Interlocked.Increment(ref failed);
                    }
                    finally
                    {
                        ended[i] = clock.ElapsedTicks;
                        inFlight.Release();
                    }
                }).ToArray();

                await Task.WhenAll(operations);
                await restart;

                Assert.Equal(0, wrong);
                Assert.Equal(Operations, completed + failed);
                Assert.True(completed > Operations / 2, $"{completed} completed, {failed} failed");

                // Every failure, thrown or logged, must come from the outage: a StackExchange.Redis exception in its
                // chain. Anything else (a MessagePackSerializationException from BlockPack, a failed deserialization
                // HybridCache turned into a miss) is a defect, whatever the count.
                List<string> unexpected = thrown.Where(e => !CausedByRedis(e)).Select(e => "thrown: " + e)
                    .Concat(logged.Entries
                        .Where(e => e.Message.Contains("Serialization", StringComparison.Ordinal) || !CausedByRedis(e.Exception))
                        .Select(e => $"logged by {e.Category}: {e.Message} {e.Exception}"))
                    .ToList();
                Assert.True(unexpected.Count == 0, $"{unexpected.Count} failures not caused by the Redis restart; the first: {unexpected.FirstOrDefault()}");

                // The restart met work in flight: operations running when Redis was killed, and operations started
                // after it came back that succeeded (the hosts reconnected).
                Assert.NotEqual(long.MaxValue, stoppedAt);
                Assert.NotEqual(long.MaxValue, restartedAt);
                int acrossStop = Enumerable.Range(0, Operations).Count(i => began[i] < stoppedAt && ended[i] > stoppedAt);
                int afterRestart = Enumerable.Range(0, Operations).Count(i => began[i] > restartedAt && succeeded[i]);
                Assert.True(acrossStop > 0, "no operation was in flight when Redis was stopped");
                Assert.True(afterRestart > 0, "no operation started after the restart succeeded");
            }
            finally
            {
                GC.Collect();
                GC.WaitForPendingFinalizers();
                TaskScheduler.UnobservedTaskException -= onUnobserved;
            }

            Assert.True(unobserved == 0, $"{unobserved} unobserved task exceptions; the first: {firstUnobserved}");
        }

        /// <summary>Whether a StackExchange.Redis exception (connection lost, refused, timed out) is in the chain.</summary>
        private static bool CausedByRedis(Exception exception)
        {
            var pending = new Stack<Exception>();
            pending.Push(exception);
            while (pending.Count > 0)
            {
                Exception e = pending.Pop();
                if (e.GetType().Namespace == "StackExchange.Redis")
                {
                    return true;
                }

                if (e is AggregateException aggregate)
                {
                    foreach (Exception inner in aggregate.InnerExceptions)
                    {
                        pending.Push(inner);
                    }
                }
                else if (e.InnerException is not null)
                {
                    pending.Push(e.InnerException);
                }
            }

            return false;
        }

        private static async Task<Order> SetThenReturn(HybridCache cache, string key, Order value)
        {
            await cache.SetAsync(key, value);
            return value;
        }
    }
}
