using System;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Caching.Hybrid;
using Microsoft.Extensions.DependencyInjection;
using Xunit;

namespace BlockPack.Caching.Tests
{
    /// <summary>10,000 get/set operations from two hosts, with Redis restarted once in the middle.</summary>
    [Collection(RedisCollection.Name)]
    public sealed class LoadAndRestartTests
    {
        private const int Operations = 10_000;
        private const int Keys = 200;
        private static readonly TimeSpan OperationTimeout = TimeSpan.FromSeconds(10);
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
                // Short L1 so that most reads go to L2 (and meet the restart).
                using ServiceProvider a = Hosts.Create(this.redis, TimeSpan.FromMilliseconds(50));
                using ServiceProvider b = Hosts.Create(this.redis, TimeSpan.FromMilliseconds(50));
                HybridCache[] hosts = { a.GetRequiredService<HybridCache>(), b.GetRequiredService<HybridCache>() };
                string prefix = HybridCacheRedisTests.NewKey() + ":";

                int completed = 0, failed = 0, wrong = 0;
                using var inFlight = new SemaphoreSlim(64);
                var restart = Task.Run(async () =>
                {
                    while (Volatile.Read(ref completed) + Volatile.Read(ref failed) < Operations / 3)
                    {
                        await Task.Delay(5);
                    }

                    this.redis.Stop();
                    await Task.Delay(300);
                    this.redis.Start();
                });

                var clock = Stopwatch.StartNew();
                Task[] operations = Enumerable.Range(0, Operations).Select(async i =>
                {
                    await inFlight.WaitAsync();
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

                        Interlocked.Increment(ref completed);
                    }
                    catch (TimeoutException)
                    {
                        throw; // a hang: fail the test
                    }
                    catch (Exception)
                    {
                        // A failure HybridCache surfaces during the outage is allowed; a wrong value or a hang is not.
                        Interlocked.Increment(ref failed);
                    }
                    finally
                    {
                        inFlight.Release();
                    }
                }).ToArray();

                await Task.WhenAll(operations);
                await restart;

                Assert.Equal(0, wrong);
                Assert.Equal(Operations, completed + failed);
                Assert.True(completed > Operations / 2, $"{completed} completed, {failed} failed");
            }
            finally
            {
                GC.Collect();
                GC.WaitForPendingFinalizers();
                TaskScheduler.UnobservedTaskException -= onUnobserved;
            }

            Assert.True(unobserved == 0, $"{unobserved} unobserved task exceptions; the first: {firstUnobserved}");
        }

        private static async Task<Order> SetThenReturn(HybridCache cache, string key, Order value)
        {
            await cache.SetAsync(key, value);
            return value;
        }
    }
}
