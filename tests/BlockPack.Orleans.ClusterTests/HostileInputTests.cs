using System;
using System.Threading.Tasks;
using BlockPack.Formatters;
using BlockPack.Orleans;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Models;
using BlockPack.Resolvers;
using Xunit;
using static BlockPack.OrleansCluster.Placement.SiloPortPlacementDirector;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>
    /// A hostile peer: a second client in this process whose BlockPack codec writes chosen bytes as a
    /// <see cref="HostileProbe"/> argument. Silo A decodes them with its default (UntrustedData) options: the call
    /// fails with Orleans' serialization exception and the silo serves the next call.
    /// </summary>
    [Collection(ClusterCollection.Name)]
    public sealed class HostileInputTests
    {
        private readonly ClusterFixture cluster;

        public HostileInputTests(ClusterFixture cluster) => this.cluster = cluster;

        [Fact]
        public async Task A_well_formed_probe_is_accepted()
            => Assert.Equal(3, await this.Probe("well-formed").Accept(new HostileProbe { Raw = new byte[] { 0x92, 0x93, 0x01, 0x02, 0x03, 0xC0 } }));

        [Fact]
        public Task Truncated_field_fails_the_call_and_the_silo_serves_the_next()
            => this.FailsThenServes("truncated", new byte[] { 0x92, 0x93, 0x01, 0x02 }, "the data is truncated or corrupt");

        [Fact]
        public Task Array_declaring_two_gigabytes_fails_the_call_and_the_silo_serves_the_next()
            => this.FailsThenServes("huge-array", new byte[] { 0x92, 0xDD, 0x7F, 0xFF, 0xFF, 0xFF, 0x01 }, "declares 2147483647 elements");

        [Fact]
        public Task Nesting_100000_deep_fails_the_call_and_the_silo_serves_the_next()
        {
            const int Depth = 100_000;
            byte[] raw = new byte[2 + Depth + 1];
            raw[0] = 0x92;
            raw[1] = 0x90;
            raw.AsSpan(2, Depth).Fill(0x91);
            raw[^1] = 0xC0;
            return this.FailsThenServes("deep", raw, "nested deeper than the maximum depth");
        }

        /// <summary>The hostile client's codec options: the raw formatter for probes, BlockPack's defaults for the rest.</summary>
        internal static BlockPackCodecOptions HostileOptions() => new BlockPackCodecOptions
        {
            SerializerOptions = BlockPackCodecOptions.DefaultSerializerOptions.WithResolver(
                CompositeResolver.Create(new IMessagePackFormatter[] { new RawProbeFormatter() }, new IFormatterResolver[] { StandardResolver.Instance })),
        };

        private IProbeGrain Probe(string name) => this.cluster.HostileClient.GetGrain<IProbeGrain>(KeyOn(this.cluster.A.SiloPort, name + "-" + Guid.NewGuid().ToString("N")));

        private async Task FailsThenServes(string name, byte[] raw, string reason)
        {
            IProbeGrain probe = this.Probe(name);
            Exception failure = await Assert.ThrowsAnyAsync<Exception>(() => probe.Accept(new HostileProbe { Raw = raw }));

            // Orleans' SerializerException itself (not its CodecNotFoundException subclass, which is what arrives when
            // the silo cannot send the cause back), carrying BlockPack's reason.
            Assert.Equal(typeof(global::Orleans.Serialization.SerializerException), failure.GetType());
            Assert.StartsWith("BlockPack failed to deserialize a BlockPack.OrleansCluster.Models.HostileProbe value", failure.Message, StringComparison.Ordinal);
            Assert.Contains(reason, failure.Message, StringComparison.Ordinal);

            Assert.Equal(8, await probe.Ping(7));
            Assert.Equal(this.cluster.A.ProcessId, (await this.cluster.Client.GetGrain<IProbeGrain>(KeyOn(this.cluster.A.SiloPort, name + "-after")).WhereAmI()).ProcessId);
            Assert.False(this.cluster.A.HasExited);
        }
    }
}
