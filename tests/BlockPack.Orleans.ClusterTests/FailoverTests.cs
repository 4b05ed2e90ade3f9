using System;
using System.Collections.Concurrent;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Models;
using Xunit;
using Xunit.Abstractions;
using static BlockPack.OrleansCluster.Placement.SiloPortPlacementDirector;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>
    /// A fourth silo, V, is SIGKILLed in the middle of 10,000 calls to grains it hosts (16 callers). Calls in flight
    /// and calls made before the cluster declares V dead may fail; every call that succeeds returns its own value;
    /// after the failover the grains answer from other silos, and grain state V wrote loads elsewhere.
    /// </summary>
    [Collection(ClusterCollection.Name)]
    public sealed class FailoverTests
    {
        private const int Calls = 10_000;
        private const int Callers = 16;
        private const int Grains = 32;
        private const int KillAfter = 2_000;
        private readonly ClusterFixture cluster;
        private readonly ITestOutputHelper output;

        public FailoverTests(ClusterFixture cluster, ITestOutputHelper output)
        {
            this.cluster = cluster;
            this.output = output;
        }

        [Fact]
        public async Task Killing_a_silo_in_the_middle_of_10000_calls_fails_calls_over_and_never_returns_a_wrong_value()
        {
            SiloProcess victim = this.cluster.StartSilo("v1", gateway: false);
            await victim.WaitReady(TimeSpan.FromSeconds(120));
            string run = Guid.NewGuid().ToString("N").Substring(0, 8);
            string[] keys = await this.PlaceOn(victim, Enumerable.Range(0, Grains).Select(g => $"failover-{run}-{g}").ToArray());
            string stateKey = (await this.PlaceOn(victim, new[] { $"moved-{run}" }))[0];
            await this.cluster.Client.GetGrain<IShapeStateGrain>(stateKey).Save(ShapeValues.Order(77));

            int next = -1, completed = 0, inFlight = 0, inFlightAtKill = -1;
            long killedAt = long.MaxValue;
            var failures = new ConcurrentDictionary<string, int>();
            var wrong = new ConcurrentBag<string>();
            int succeededAfterKill = 0, startedBeforeKillEndedAfter = 0;
            var clock = Stopwatch.StartNew();

            async Task Caller()
            {
                while (true)
                {
                    int i = Interlocked.Increment(ref next);
                    if (i >= Calls)
                    {
                        return;
                    }

                    long started = clock.ElapsedTicks;
                    Interlocked.Increment(ref inFlight);
                    IEchoGrain<Envelope<string>> grain = this.cluster.Client.GetGrain<IEchoGrain<Envelope<string>>>(keys[i % Grains]);
                    try
                    {
                        Envelope<string> answer = await grain.Echo(Call(i));
                        if (answer.Kind != Call(i).Kind || answer.Body != Call(i).Body)
                        {
                            wrong.Add($"call {i} answered {answer.Kind}/{answer.Body}");
                        }

                        if (started > Interlocked.Read(ref killedAt))
                        {
                            Interlocked.Increment(ref succeededAfterKill);
                        }
                    }
                    catch (Exception ex)
                    {
                        failures.AddOrUpdate(ex.GetType().Name, 1, (_, n) => n + 1);

                        // A caller backs off after a failure, as a client would, instead of spinning through the
                        // whole run while the cluster has not yet declared the silo dead.
                        await Task.Delay(100);
                    }
                    finally
                    {
                        Interlocked.Decrement(ref inFlight);
                        if (started < Interlocked.Read(ref killedAt) && clock.ElapsedTicks > Interlocked.Read(ref killedAt))
                        {
                            Interlocked.Increment(ref startedBeforeKillEndedAfter);
                        }
                    }

                    if (Interlocked.Increment(ref completed) == KillAfter)
                    {
                        inFlightAtKill = Volatile.Read(ref inFlight);
                        victim.Kill();
                        Interlocked.Exchange(ref killedAt, clock.ElapsedTicks);
                    }
                }
            }

            await Task.WhenAll(Enumerable.Range(0, Callers).Select(_ => Task.Run(Caller)));
            int failed = failures.Values.Sum();
            this.output.WriteLine($"{Calls} calls in {clock.Elapsed.TotalSeconds:F1} s; {failed} failed ({string.Join(", ", failures.Select(f => f.Key + "×" + f.Value))}); " +
                $"{inFlightAtKill} in flight at the kill; {startedBeforeKillEndedAfter} started before it and ended after; {succeededAfterKill} started after it and succeeded.");

            Assert.True(victim.HasExited);
            Assert.Empty(wrong);
            Assert.True(inFlightAtKill > 0, "the kill overlapped no call in flight");
            Assert.True(startedBeforeKillEndedAfter > 0, "no call started before the kill ended after it");
            Assert.True(succeededAfterKill > 0, "no call made after the kill succeeded: nothing failed over");
            Assert.True(failed < Calls - KillAfter, $"{failed} of {Calls} calls failed");

            // Every grain now answers from a live silo, and the state V wrote loads there.
            foreach (string key in keys)
            {
                SiloIdentity where = await this.cluster.Client.GetGrain<IEchoGrain<Envelope<string>>>(key).WhereAmI();
                Assert.NotEqual(victim.ProcessId, where.ProcessId);
            }

            IShapeStateGrain moved = this.cluster.Client.GetGrain<IShapeStateGrain>(stateKey);
            ValueAssert.Same(ShapeValues.Order(77), (await moved.Load())!);
            Assert.NotEqual(victim.ProcessId, (await moved.WhereAmI()).ProcessId);
        }

        private static Envelope<string> Call(int i) => new Envelope<string>
        {
            Kind = "call-" + i.ToString(CultureInfo.InvariantCulture),
            Body = new string((char)('a' + (i % 26)), 1 + (i % 200)) + i.ToString(CultureInfo.InvariantCulture),
        };

        /// <summary>
        /// Activates each grain on <paramref name="silo"/>: a silo that has not yet heard of the new silo places the
        /// grain elsewhere, so a name whose grain landed elsewhere is replaced by a fresh one until all are on it.
        /// </summary>
        private async Task<string[]> PlaceOn(SiloProcess silo, string[] names)
        {
            string[] keys = new string[names.Length];
            var deadline = Stopwatch.StartNew();
            for (int n = 0; n < names.Length; n++)
            {
                for (int attempt = 0; ; attempt++)
                {
                    string key = KeyOn(silo.SiloPort, names[n] + "-" + attempt.ToString(CultureInfo.InvariantCulture));
                    if ((await this.cluster.Client.GetGrain<IEchoGrain<Envelope<string>>>(key).WhereAmI()).ProcessId == silo.ProcessId
                        && (await this.cluster.Client.GetGrain<IShapeStateGrain>(key).WhereAmI()).ProcessId == silo.ProcessId)
                    {
                        keys[n] = key;
                        break;
                    }

                    Assert.True(deadline.Elapsed < TimeSpan.FromSeconds(60), $"no grain landed on silo {silo.SiloPort} within 60 s");
                    await Task.Delay(200);
                }
            }

            return keys;
        }
    }
}
