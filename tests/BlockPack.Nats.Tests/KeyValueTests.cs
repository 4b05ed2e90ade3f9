using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using BlockPack;
using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.KeyValueStore;
using Xunit;

namespace BlockPack.Nats.Tests
{
    /// <summary>The key-value store on the 3-node cluster: a bucket of 3 replicas written through one node and read through the others.</summary>
    [Collection(NatsClusterCollection.Name)]
    public class KeyValueTests
    {
        private readonly NatsClusterFixture cluster;

        public KeyValueTests(NatsClusterFixture cluster)
        {
            this.cluster = cluster;
        }

        [Fact]
        public async Task Entries_written_through_one_node_read_the_same_through_the_others()
        {
            using var cancel = new CancellationTokenSource(TimeSpan.FromSeconds(60));
            await using NatsConnection writer = await this.cluster.ConnectAsync(0);
            await using NatsConnection reader1 = await this.cluster.ConnectAsync(1);
            await using NatsConnection reader2 = await this.cluster.ConnectAsync(2);
            string bucket = "kv" + Guid.NewGuid().ToString("N");
            var writerKv = new NatsKVContext(new NatsJSContext(writer));
            INatsKVStore store = await writerKv.CreateStoreAsync(new NatsKVConfig(bucket) { NumberOfReplicas = 3, History = 2 }, cancel.Token);
            Assert.Equal(3, (await new NatsJSContext(writer).GetStreamAsync("KV_" + bucket, cancellationToken: cancel.Token)).Info.Config.NumReplicas);

            const int Keys = 60;
            var revisions = new ulong[Keys];
            for (int i = 0; i < Keys; i++)
            {
                revisions[i] = await store.PutAsync($"shipment.{i}", Shipment.Make(i, i % 4 == 0 ? 30 : 1), cancellationToken: cancel.Token);
            }

            // One key overwritten, one deleted: readers must see the newest value and the deletion.
            ulong overwritten = await store.PutAsync("shipment.1", Shipment.Make(1001, 5), cancellationToken: cancel.Token);
            await store.DeleteAsync("shipment.2", cancellationToken: cancel.Token);

            foreach (NatsConnection reader in new[] { reader1, reader2 })
            {
                INatsKVStore readerStore = await new NatsKVContext(new NatsJSContext(reader)).GetStoreAsync(bucket, cancel.Token);
                for (int i = 0; i < Keys; i++)
                {
                    if (i == 2)
                    {
                        await Assert.ThrowsAsync<NatsKVKeyDeletedException>(async () => await readerStore.GetEntryAsync<Shipment>("shipment.2", cancellationToken: cancel.Token));
                        continue;
                    }

                    NatsKVEntry<Shipment> entry = await ReadWhenReplicatedAsync(readerStore, $"shipment.{i}", i == 1 ? overwritten : revisions[i], cancel.Token);
                    Assert.Null(entry.Error);
                    Assert.Equal(i == 1 ? Shipment.Make(1001, 5) : Shipment.Make(i, i % 4 == 0 ? 30 : 1), entry.Value);
                }

                NatsKVEntry<Shipment> first = await readerStore.GetEntryAsync<Shipment>("shipment.1", revisions[1], cancellationToken: cancel.Token);
                Assert.Equal(Shipment.Make(1, 1), first.Value);
            }

            // A value another client wrote raw is reported on the entry, and the bucket stays readable.
            await using NatsConnection attacker = await this.cluster.ConnectAsync(0, NatsDefaultSerializerRegistry.Default);
            INatsKVStore raw = await new NatsKVContext(new NatsJSContext(attacker)).GetStoreAsync(bucket, cancel.Token);
            ulong poisonRevision = await raw.PutAsync("shipment.poison", new byte[] { 0xDD, 0xFF, 0xFF, 0xFF, 0xFF }, cancellationToken: cancel.Token);
            INatsKVStore other = await new NatsKVContext(new NatsJSContext(reader2)).GetStoreAsync(bucket, cancel.Token);
            NatsKVEntry<Shipment> poison = await ReadWhenReplicatedAsync(other, "shipment.poison", poisonRevision, cancel.Token);
            Assert.IsType<MessagePackSerializationException>(Assert.IsType<NatsDeserializeException>(poison.Error).InnerException);
            Assert.Null(poison.Value);
            Assert.Equal(Shipment.Make(3, 1), (await other.GetEntryAsync<Shipment>("shipment.3", cancellationToken: cancel.Token)).Value);
        }

        /// <summary>
        /// Reads a key through a node until that node's replica has the revision written through another node (a
        /// follower answers direct gets from what it has applied so far).
        /// </summary>
        private static async Task<NatsKVEntry<Shipment>> ReadWhenReplicatedAsync(INatsKVStore store, string key, ulong revision, CancellationToken cancellationToken)
        {
            while (true)
            {
                NatsKVEntry<Shipment> entry = await store.GetEntryAsync<Shipment>(key, cancellationToken: cancellationToken);
                if (entry.Revision >= revision)
                {
                    Assert.Equal(revision, entry.Revision);
                    return entry;
                }

                await Task.Delay(50, cancellationToken);
            }
        }
    }
}
