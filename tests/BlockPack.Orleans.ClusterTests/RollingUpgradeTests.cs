using System;
using System.Threading.Tasks;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Models;
using Xunit;
using static BlockPack.OrleansCluster.Placement.SiloPortPlacementDirector;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>
    /// A rolling upgrade: silo A runs version 1 of the upgrade grain's item (Text, Number, Legacy at key 2), silo C
    /// version 2 (Legacy removed, Added at key 3). Calls and stored state cross between them both ways; each side
    /// reads the shared members and leaves the member it does not know.
    /// </summary>
    [Collection(ClusterCollection.Name)]
    public sealed class RollingUpgradeTests
    {
        private readonly ClusterFixture cluster;

        public RollingUpgradeTests(ClusterFixture cluster) => this.cluster = cluster;

        [Fact]
        public async Task The_silos_run_different_versions()
        {
            Assert.Equal("v1", await this.Grain(this.cluster.A, "version").Version());
            Assert.Equal("v2", await this.Grain(this.cluster.C, "version").Version());
        }

        [Fact]
        public async Task Version_1_sends_to_version_2()
        {
            string name = "send12-" + Guid.NewGuid().ToString("N");
            UpgradeSeen seen = await this.Grain(this.cluster.A, name).SendTo(KeyOn(this.cluster.C.SiloPort, name), "from v1", 12);
            Assert.Equal(Seen("v2", this.cluster.C.SiloPort, "from v1", 12, legacy: null, added: null), Describe(seen));
        }

        [Fact]
        public async Task Version_2_sends_to_version_1()
        {
            string name = "send21-" + Guid.NewGuid().ToString("N");
            UpgradeSeen seen = await this.Grain(this.cluster.C, name).SendTo(KeyOn(this.cluster.A.SiloPort, name), "from v2", 21);
            Assert.Equal(Seen("v1", this.cluster.A.SiloPort, "from v2", 21, legacy: null, added: null), Describe(seen));
        }

        [Fact]
        public async Task Return_values_cross_versions_both_ways()
        {
            string name = "fetch-" + Guid.NewGuid().ToString("N");
            UpgradeSeen v1FromV2 = await this.Grain(this.cluster.A, name).FetchFrom(KeyOn(this.cluster.C.SiloPort, name), "made by v2", 3);
            UpgradeSeen v2FromV1 = await this.Grain(this.cluster.C, name).FetchFrom(KeyOn(this.cluster.A.SiloPort, name), "made by v1", 4);
            Assert.Equal(Seen("v1", this.cluster.A.SiloPort, "made by v2", 3, legacy: null, added: null), Describe(v1FromV2));
            Assert.Equal(Seen("v2", this.cluster.C.SiloPort, "made by v1", 4, legacy: null, added: null), Describe(v2FromV1));

            // Same-version calls keep the version's own member: the control.
            UpgradeSeen v1FromV1 = await this.Grain(this.cluster.A, name + "-same").FetchFrom(KeyOn(this.cluster.B.SiloPort, name + "-same"), "made by v1", 5);
            Assert.Equal(Seen("v1", this.cluster.A.SiloPort, "made by v1", 5, legacy: "legacy from v1", added: null), Describe(v1FromV1));
        }

        [Fact]
        public async Task State_written_by_version_2_is_read_by_version_1_and_back()
        {
            string name = "state-" + Guid.NewGuid().ToString("N");
            await this.Grain(this.cluster.C, name).Save("stored by v2", 42);
            UpgradeSeen? readByV1 = await this.Grain(this.cluster.A, name).Load();
            Assert.Equal(Seen("v1", this.cluster.A.SiloPort, "stored by v2", 42, legacy: null, added: null), Describe(readByV1!));

            string back = "state-back-" + Guid.NewGuid().ToString("N");
            await this.Grain(this.cluster.A, back).Save("stored by v1", 43);
            UpgradeSeen? readByV2 = await this.Grain(this.cluster.C, back).Load();
            Assert.Equal(Seen("v2", this.cluster.C.SiloPort, "stored by v1", 43, legacy: null, added: null), Describe(readByV2!));
        }

        private static string Seen(string version, int port, string text, int number, string? legacy, string? added)
            => $"{version}@{port}: {text}/{number}/legacy={legacy ?? "null"}/added={added ?? "null"}";

        private static string Describe(UpgradeSeen seen) => Seen(seen.Version, seen.SiloPort, seen.Text!, seen.Number, seen.Legacy, seen.Added);

        private IUpgradeGrain Grain(SiloProcess silo, string name) => this.cluster.Client.GetGrain<IUpgradeGrain>(KeyOn(silo.SiloPort, name));
    }
}
