using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Models;
using Xunit;
using static BlockPack.OrleansCluster.Placement.SiloPortPlacementDirector;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>
    /// Every shape BlockPack carries, as a grain argument and return value crossing three processes: the client (this
    /// process) calls a relay grain in silo A, which calls an echo grain in silo B and returns its answer.
    /// </summary>
    [Collection(ClusterCollection.Name)]
    public sealed class CrossProcessCallTests
    {
        private readonly ClusterFixture cluster;

        public CrossProcessCallTests(ClusterFixture cluster) => this.cluster = cluster;

        [Fact]
        public async Task Relay_and_echo_run_in_two_other_processes()
        {
            SiloIdentity relay = await this.Relay<ShapeOrder>("where").WhereAmI();
            SiloIdentity echo = await this.cluster.Client.GetGrain<IEchoGrain<ShapeOrder>>(KeyOn(this.cluster.B.SiloPort, "where")).WhereAmI();

            Assert.Equal(new SiloIdentity(this.cluster.A.SiloPort, this.cluster.A.ProcessId), relay);
            Assert.Equal(new SiloIdentity(this.cluster.B.SiloPort, this.cluster.B.ProcessId), echo);
            Assert.NotEqual(Environment.ProcessId, relay.ProcessId);
            Assert.NotEqual(Environment.ProcessId, echo.ProcessId);
        }

        [Fact]
        public async Task Object_crosses_processes()
            => ValueAssert.Same(ShapeValues.Order(7, children: 3), await this.RelayThroughB(ShapeValues.Order(7, children: 3)));

        [Fact]
        public async Task Union_cases_cross_processes_declared_as_the_base_type()
        {
            ValueAssert.Same(ShapeValues.Card(1), await this.RelayThroughB(ShapeValues.Card(1)));
            ValueAssert.Same(ShapeValues.Bank(2), await this.RelayThroughB(ShapeValues.Bank(2)));
        }

        [Fact]
        public async Task Generic_objects_cross_processes()
        {
            ValueAssert.Same(
                new Envelope<ShapeOrder> { Kind = "order", Body = ShapeValues.Order(3) },
                await this.RelayThroughB(new Envelope<ShapeOrder> { Kind = "order", Body = ShapeValues.Order(3) }));
            ValueAssert.Same(
                new Envelope<Payment> { Kind = "payment", Body = ShapeValues.Bank(4) },
                await this.RelayThroughB(new Envelope<Payment> { Kind = "payment", Body = ShapeValues.Bank(4) }));
            ValueAssert.Same(
                new Envelope<List<int>> { Kind = "numbers", Body = new List<int> { 1, 2, 3 } },
                await this.RelayThroughB(new Envelope<List<int>> { Kind = "numbers", Body = new List<int> { 1, 2, 3 } }));
        }

        [Fact]
        public async Task Collections_cross_processes()
        {
            ValueAssert.Same(ShapeValues.Bag(5), await this.RelayThroughB(ShapeValues.Bag(5)));

            // Collections as the argument itself: Orleans' own collection codecs, BlockPack's for the elements.
            ValueAssert.Same(
                new List<ShapeOrder> { ShapeValues.Order(1), ShapeValues.Order(2) },
                await this.RelayThroughB(new List<ShapeOrder> { ShapeValues.Order(1), ShapeValues.Order(2) }));
            ValueAssert.Same(
                new Dictionary<string, Payment> { ["c"] = ShapeValues.Card(8), ["b"] = ShapeValues.Bank(9) },
                await this.RelayThroughB(new Dictionary<string, Payment> { ["c"] = ShapeValues.Card(8), ["b"] = ShapeValues.Bank(9) }));
        }

        [Fact]
        public async Task Null_crosses_processes()
            => Assert.Null(await this.RelayThroughB<ShapeOrder?>(null));

        [Fact]
        public async Task One_megabyte_value_crosses_processes()
            => ValueAssert.Same(ShapeValues.Bulk("one", 1_000_000), await this.RelayThroughB(ShapeValues.Bulk("one", 1_000_000)));

        [Fact]
        public async Task Sixty_four_megabyte_value_crosses_processes()
        {
            BulkValue answer = await this.RelayThroughB(ShapeValues.Bulk("sixty-four", 64_000_000));
            ValueAssert.Same(ShapeValues.Bulk("sixty-four", 64_000_000), answer);
        }

        private IRelayGrain<T> Relay<T>(string name) => this.cluster.Client.GetGrain<IRelayGrain<T>>(KeyOn(this.cluster.A.SiloPort, name));

        private Task<T> RelayThroughB<T>(T value)
        {
            string name = typeof(T).Name + "-" + Guid.NewGuid().ToString("N");
            return this.Relay<T>(name).Relay(value, KeyOn(this.cluster.B.SiloPort, name));
        }
    }
}
