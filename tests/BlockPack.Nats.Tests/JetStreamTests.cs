using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using BlockPack;
using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;
using Xunit;

namespace BlockPack.Nats.Tests
{
    /// <summary>JetStream on the 3-node cluster: streams of 3 replicas, publishers and consumers on different nodes, poison messages.</summary>
    [Collection(NatsClusterCollection.Name)]
    public class JetStreamTests
    {
        private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(60);
        private static int failedAttempts;
        private readonly NatsClusterFixture cluster;
        private readonly Xunit.Abstractions.ITestOutputHelper output;

        public JetStreamTests(NatsClusterFixture cluster, Xunit.Abstractions.ITestOutputHelper output)
        {
            this.cluster = cluster;
            this.output = output;
        }

        [Fact]
        public async Task Messages_published_through_one_node_are_consumed_through_another_and_a_poison_message_does_not_stop_the_consumer()
        {
            using var cancel = new CancellationTokenSource(Timeout);
            await using NatsConnection publisher = await this.cluster.ConnectAsync(0);
            await using NatsConnection attacker = await this.cluster.ConnectAsync(0, NatsDefaultSerializerRegistry.Default);
            await using NatsConnection subscriber = await this.cluster.ConnectAsync(2);
            string name = "JS" + Guid.NewGuid().ToString("N");
            var js = new NatsJSContext(publisher);
            await js.CreateStreamAsync(new StreamConfig(name, new[] { name + ".>" }) { NumReplicas = 3 }, cancel.Token);

            const int Count = 300;
            const int PoisonAt = 150;
            for (int i = 0; i < Count; i++)
            {
                if (i == PoisonAt)
                {
                    PubAckResponse poisonAck = await new NatsJSContext(attacker).PublishAsync(name + ".orders", new byte[] { 0x92, 0xD4, 0x62, 0x7F, 0xC4, 0x01 }, cancellationToken: cancel.Token);
                    poisonAck.EnsureSuccess();
                }

                PubAckResponse ack = await js.PublishAsync(name + ".orders", Shipment.ForMessage(i), cancellationToken: cancel.Token);
                ack.EnsureSuccess();
                Assert.Equal(3, (await js.GetStreamAsync(name, cancellationToken: cancel.Token)).Info.Config.NumReplicas);
                if (i == 0)
                {
                    StreamInfo info = (await js.GetStreamAsync(name, cancellationToken: cancel.Token)).Info;
                    Assert.Equal(2, info.Cluster!.Replicas!.Count);
                }
            }

            INatsJSConsumer consumer = await new NatsJSContext(subscriber).CreateOrUpdateConsumerAsync(name, new ConsumerConfig("reader") { AckPolicy = ConsumerConfigAckPolicy.Explicit }, cancel.Token);
            int next = 0;
            bool poisonSeen = false;
            await foreach (INatsJSMsg<Shipment> msg in consumer.ConsumeAsync<Shipment>(cancellationToken: cancel.Token))
            {
                if (msg.Error is not null)
                {
                    Assert.False(poisonSeen);
                    Assert.Equal(PoisonAt, next);
                    Assert.IsType<MessagePackSerializationException>(msg.Error.InnerException);
                    poisonSeen = true;
                    await msg.AckTerminateAsync(cancellationToken: cancel.Token);
                    continue;
                }

                Assert.Equal(Shipment.ForMessage(next), msg.Data);
                await msg.AckAsync(cancellationToken: cancel.Token);
                if (++next == Count)
                {
                    break;
                }
            }

            Assert.True(poisonSeen);
        }

        [Fact]
        public async Task Exactly_the_acknowledged_messages_are_consumed_as_sent_when_the_stream_leader_is_killed_and_restarted()
        {
            const int Count = 10_000;
            const int InFlight = 64;
            const int Victim = 2;
            using var cancel = new CancellationTokenSource(TimeSpan.FromSeconds(420));
            await using NatsConnection publisher = await this.cluster.ConnectAsync(0);
            await using NatsConnection subscriber = await this.cluster.ConnectAsync(1);
            string name = "FAILOVER" + Guid.NewGuid().ToString("N");
            string subject = name + ".orders";
            var js = new NatsJSContext(publisher);
            await js.CreateStreamAsync(new StreamConfig(name, new[] { subject }) { NumReplicas = 3, DuplicateWindow = TimeSpan.FromMinutes(5) }, cancel.Token);
            await MoveStreamLeaderAsync(js, name, "n" + Victim, cancel.Token);

            INatsJSConsumer consumer = await new NatsJSContext(subscriber).CreateOrUpdateConsumerAsync(name, new ConsumerConfig("reader") { AckPolicy = ConsumerConfigAckPolicy.Explicit, AckWait = TimeSpan.FromSeconds(10) }, cancel.Token);
            var deliveries = new Dictionary<long, ulong>(); // message number -> stream sequence it was stored at
            var wrong = new List<string>();
            var consumedAll = new TaskCompletionSource();
            var acked = new bool[Count];
            int ackedCount = 0;
            bool publishingDone = false;

            // Called under the deliveries lock by the consumer after each delivery and once by the publisher when it is
            // done: the last delivery can arrive before the last publish acknowledgement does.
            void SignalWhenAllConsumed()
            {
                if (Volatile.Read(ref publishingDone) && Enumerable.Range(0, Count).All(i => !Volatile.Read(ref acked[i]) || deliveries.ContainsKey(i)))
                {
                    consumedAll.TrySetResult();
                }
            }
            Task consuming = Task.Run(async () =>
            {
                var opts = new NatsJSConsumeOpts { MaxMsgs = 500, Expires = TimeSpan.FromSeconds(5), IdleHeartbeat = TimeSpan.FromSeconds(1) };
                await foreach (INatsJSMsg<Shipment> msg in consumer.ConsumeAsync<Shipment>(opts: opts, cancellationToken: cancel.Token))
                {
                    lock (deliveries)
                    {
                        if (msg.Error is not null || msg.Data is null)
                        {
                            wrong.Add($"a delivery failed: {msg.Error}");
                        }
                        else if (!(msg.Headers?.TryGetValue("Nats-Msg-Id", out var header) ?? false) || header.ToString() != msg.Data.Id.ToString(System.Globalization.CultureInfo.InvariantCulture))
                        {
                            // The message id header is set by the publisher apart from the payload: the payload must be the one published under it.
                            wrong.Add($"{msg.Data} arrived under message id {msg.Headers?["Nats-Msg-Id"]}");
                        }
                        else if (!msg.Data.Equals(Shipment.ForMessage(msg.Data.Id)) || msg.Data.Id < 0 || msg.Data.Id >= Count)
                        {
                            wrong.Add($"{msg.Data} is not the shipment published as {msg.Data.Id}");
                        }
                        else
                        {
                            ulong sequence = msg.Metadata!.Value.Sequence.Stream;
                            if (deliveries.TryGetValue(msg.Data.Id, out ulong earlier) && earlier != sequence)
                            {
                                wrong.Add($"message {msg.Data.Id} stored twice, at {earlier} and {sequence}");
                            }

                            deliveries[msg.Data.Id] = sequence;
                        }

                        SignalWhenAllConsumed();
                    }

                    try
                    {
                        await msg.AckAsync(cancellationToken: cancel.Token);
                    }
                    catch (NatsException)
                    {
                        // The consumer's leader was on the killed node: the message is delivered again, and counted once.
                    }
                }
            });

            var killedAt = -1;
            var restartedAt = -1;
            for (int start = 0; start < Count; start += InFlight)
            {
                if (start >= 3000 && killedAt < 0)
                {
                    this.cluster.Nodes[Victim].Kill();
                    killedAt = start;
                }
                else if (start >= 6500 && restartedAt < 0)
                {
                    this.cluster.Nodes[Victim].Start();
                    restartedAt = start;
                }

                await Task.WhenAll(Enumerable.Range(start, Math.Min(InFlight, Count - start)).Select(async id =>
                {
                    if (await PublishUntilAckedAsync(js, subject, id, cancel.Token))
                    {
                        acked[id] = true;
                        Interlocked.Increment(ref ackedCount);
                    }
                }));
            }

            Volatile.Write(ref publishingDone, true);
            lock (deliveries)
            {
                SignalWhenAllConsumed();
            }

            // A generous bound for the deliveries still on their way after the failover; the wait ends as soon as they are in.
            Task waited = await Task.WhenAny(consumedAll.Task, Task.Delay(TimeSpan.FromSeconds(240), cancel.Token));
            await this.cluster.WaitForJetStreamAsync(Victim, TimeSpan.FromSeconds(30));
            await cancel.CancelAsync();
            try
            {
                await consuming;
            }
            catch (OperationCanceledException)
            {
                // The consume loop ends either quietly or with this when its token is cancelled; both are the stop asked for.
            }

            this.output.WriteLine($"{Count} messages, {Volatile.Read(ref failedAttempts)} publish attempts failed and were sent again; node n{Victim} killed before message {killedAt}, restarted before {restartedAt}; {deliveries.Count} consumed.");

            lock (deliveries)
            {
                Assert.Empty(wrong);
                int[] missing = Enumerable.Range(0, Count).Where(i => acked[i] && !deliveries.ContainsKey(i)).ToArray();
                Assert.True(missing.Length == 0, $"{missing.Length} acknowledged messages never consumed, the first {string.Join(", ", missing.Take(10))}");
                Assert.Same(consumedAll.Task, waited);

                // Every publish is retried with its message id until acknowledged: all of them are, once each.
                Assert.Equal(Count, ackedCount);
                Assert.Equal(Count, deliveries.Count);
                Assert.Equal(Count, deliveries.Values.Distinct().Count());
            }

            Assert.True(killedAt >= 3000 && restartedAt > killedAt, $"killed before message {killedAt}, restarted before {restartedAt}");
        }

        /// <summary>
        /// Publishes message <paramref name="id"/> with its number as the message id until the stream acknowledges
        /// it: a publish whose ack was lost to the failover and is sent again is recognized as a duplicate.
        /// </summary>
        private static async Task<bool> PublishUntilAckedAsync(NatsJSContext js, string subject, int id, CancellationToken cancellationToken)
        {
            var opts = new NatsJSPubOpts { MsgId = id.ToString(System.Globalization.CultureInfo.InvariantCulture), RetryAttempts = 1 };
            while (!cancellationToken.IsCancellationRequested)
            {
                using var attempt = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
                attempt.CancelAfter(TimeSpan.FromSeconds(3));
                try
                {
                    PubAckResponse ack = await js.PublishAsync(subject, Shipment.ForMessage(id), opts: opts, cancellationToken: attempt.Token);
                    if (ack.Error is null)
                    {
                        return true;
                    }

                    Interlocked.Increment(ref failedAttempts);
                }
                catch (Exception ex) when ((ex is NatsException or TimeoutException || (ex is OperationCanceledException && !cancellationToken.IsCancellationRequested)))
                {
                    // No leader yet, or the request went to the killed node: try again.
                    Interlocked.Increment(ref failedAttempts);
                }

                await Task.Delay(100, cancellationToken);
            }

            return false;
        }

        /// <summary>Asks the stream's leader to step down until <paramref name="node"/> leads it, so that killing that node forces an election.</summary>
        private static async Task MoveStreamLeaderAsync(NatsJSContext js, string stream, string node, CancellationToken cancellationToken)
        {
            for (int attempt = 0; attempt < 12; attempt++)
            {
                StreamInfo info = (await js.GetStreamAsync(stream, cancellationToken: cancellationToken)).Info;
                if (info.Cluster?.Leader == node)
                {
                    return;
                }

                if (info.Cluster?.Leader is not null)
                {
                    await js.Connection.RequestAsync<byte[], byte[]>($"$JS.API.STREAM.LEADER.STEPDOWN.{stream}", Array.Empty<byte>(), cancellationToken: cancellationToken);
                }

                await Task.Delay(500, cancellationToken);
            }

            // Each step-down elects one of the two other nodes at random: twelve misses in a row mean a broken step-down.
            throw new InvalidOperationException($"{node} did not become the leader of stream {stream}.");
        }
    }
}
