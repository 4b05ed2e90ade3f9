using System;
using System.Threading.Tasks;
using BlockPack.Orleans;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Hosting;
using BlockPack.OrleansCluster.Models;
using Orleans;
using StackExchange.Redis;
using Xunit;
using static BlockPack.OrleansCluster.Placement.SiloPortPlacementDirector;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>
    /// Grain state stored in the cluster's redis-server through BlockPack's storage serializer: written by one silo,
    /// read by another, and a damaged entry (garbage, truncated, one bit flipped) failing the activation.
    /// </summary>
    [Collection(ClusterCollection.Name)]
    public sealed class GrainStateTests
    {
        private readonly ClusterFixture cluster;

        public GrainStateTests(ClusterFixture cluster) => this.cluster = cluster;

        [Fact]
        public async Task State_written_by_one_silo_is_read_by_another_and_stored_as_blockpack_bytes()
        {
            string name = "ledger-" + Guid.NewGuid().ToString("N");
            IShapeStateGrain writer = this.cluster.Client.GetGrain<IShapeStateGrain>(KeyOn(this.cluster.A.SiloPort, name));
            IShapeStateGrain reader = this.cluster.Client.GetGrain<IShapeStateGrain>(KeyOn(this.cluster.B.SiloPort, name));

            SiloIdentity wroteOn = await writer.Save(ShapeValues.Order(21));
            Assert.Null(await this.cluster.Client.GetGrain<IShapeStateGrain>(KeyOn(this.cluster.B.SiloPort, "never-" + name)).Load());
            ShapeOrder? read = await reader.Load();

            Assert.Equal(this.cluster.A.ProcessId, wroteOn.ProcessId);
            Assert.Equal(this.cluster.B.ProcessId, (await reader.WhereAmI()).ProcessId);
            ValueAssert.Same(ShapeValues.Order(21), read!);

            // The entry is exactly what the storage serializer writes for the value, byte for byte.
            byte[] stored = (byte[])(await this.cluster.Redis.HashGetAsync(this.StorageKey(writer), "data"))!;
            Assert.Equal(new BlockPackGrainStorageSerializer().Serialize(ShapeValues.Order(21)).ToArray(), stored);
        }

        [Theory]
        [InlineData("garbage")]
        [InlineData("truncated")]
        [InlineData("bit-flipped")]
        public async Task Damaged_state_fails_the_activation_and_never_loads(string damage)
        {
            string name = "damaged-" + damage + "-" + Guid.NewGuid().ToString("N");
            IShapeStateGrain grain = this.cluster.Client.GetGrain<IShapeStateGrain>(KeyOn(this.cluster.A.SiloPort, name));
            await grain.Save(ShapeValues.Order(33));
            await grain.Deactivate();

            RedisKey key = this.StorageKey(grain);
            byte[] stored = (byte[])(await this.cluster.Redis.HashGetAsync(key, "data"))!;
            byte[] damaged = Damage(stored, damage);
            await this.cluster.Redis.HashSetAsync(key, "data", damaged);

            // The next call activates the grain again, which reads the damaged entry.
            Exception failure = await Assert.ThrowsAnyAsync<Exception>(() => grain.Load());
            string all = failure.ToString();
            Assert.Contains("Failed to read grain state", all, StringComparison.Ordinal);
            Assert.Contains("BlockPack failed to read the stored BlockPack.OrleansCluster.Models.ShapeOrder state", all, StringComparison.Ordinal);
            Assert.Contains("it was not loaded", all, StringComparison.Ordinal);
            if (damage == "bit-flipped")
            {
                Assert.Contains("fails its CRC-32C check", all, StringComparison.Ordinal);
            }

            // Still refused on a retry, and the silo serves other grains.
            await Assert.ThrowsAnyAsync<Exception>(() => grain.Load());
            Assert.Equal(this.cluster.A.ProcessId, (await this.cluster.Client.GetGrain<IProbeGrain>(KeyOn(this.cluster.A.SiloPort, name)).WhereAmI()).ProcessId);
        }

        private static byte[] Damage(byte[] stored, string damage)
        {
            switch (damage)
            {
                case "garbage":
                    byte[] garbage = new byte[stored.Length];
                    new Random(stored.Length).NextBytes(garbage);
                    return garbage;
                case "truncated":
                    return stored.AsSpan(0, stored.Length / 2).ToArray();
                default:
                    byte[] flipped = (byte[])stored.Clone();
                    flipped[flipped.Length * 2 / 3] ^= 0x10;
                    return flipped;
            }
        }

        private RedisKey StorageKey(IShapeStateGrain grain) => ClusterSilo.StorageKey(ClusterStorage.BlockPack, grain.GetGrainId());
    }
}
