using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.Orleans.Tests.Grains;
using BlockPack.Orleans.Tests.Model;
using global::Orleans;

namespace BlockPack.Orleans.Tests.Cluster
{
    /// <summary>Every shape BlockPack supports as a grain argument and return value, client to silo and grain to grain.</summary>
    [Collection(nameof(ClusterCollection))]
    public sealed class GrainCallTests
    {
        private readonly ClusterFixture fixture;

        public GrainCallTests(ClusterFixture fixture) => this.fixture = fixture;

        private IGrainFactory Grains => this.fixture.Cluster.Client;

        [Fact]
        public async Task EveryShape_CrossesTheWireBothWays()
        {
            IShapesGrain grain = this.Grains.GetGrain<IShapesGrain>(1);
            Order order = Order.Create(11);
            Assert.Equal(order, await grain.EchoOrder(order));
            Assert.Equal(new Circle(3), await grain.EchoShape(new Circle(3)));
            Assert.Equal(new Square(4), await grain.EchoShape(new Square(4)));

            var envelope = new Envelope<Order> { Tag = "generic", Payload = order };
            Assert.Equal(envelope, await grain.EchoEnvelope(envelope));
            var intEnvelope = new Envelope<int> { Tag = "int", Payload = 42 };
            Assert.Equal(intEnvelope, await grain.EchoIntEnvelope(intEnvelope));

            List<Order> orders = Enumerable.Range(0, 100).Select(Order.Create).ToList();
            Assert.Equal(orders, await grain.EchoOrders(orders));
            Dictionary<string, Order> byKey = orders.ToDictionary(o => "k" + o.Id);
            Assert.Equal(byKey, await grain.EchoOrdersByKey(byKey));

            var own = new OrleansOwnOrder { Id = 5, Customer = "orleans" };
            OrleansOwnOrder ownBack = await grain.EchoOrleansOwn(own);
            Assert.Equal((5, "orleans"), (ownBack.Id, ownBack.Customer));
        }

        [Fact]
        public async Task OneMegabyteValue_CrossesTheWireBothWays()
        {
            Report report = Report.Create(1 << 20, seed: 3);
            Assert.Equal(report, await this.Grains.GetGrain<IShapesGrain>(2).EchoReport(report));
        }

        [Fact]
        public async Task SixtyFourMegabyteValue_CrossesTheWireBothWays()
        {
            // 64,000,000 bytes: within UntrustedData's 64 MiB decompressed limit, the largest value the defaults read.
            Report report = Report.Create(64_000_000, seed: 5);
            Report back = await this.Grains.GetGrain<IShapesGrain>(3).EchoReport(report);
            Assert.Equal(report, back);
        }

        [Fact]
        public async Task GrainToGrainCalls_CarryValues()
        {
            IShapesGrain grain = this.Grains.GetGrain<IShapesGrain>(4);
            Order order = Order.Create(8);
            Assert.Equal(order, await grain.RelayThroughAnotherGrain(order, otherKey: 5));
            Money kept = await this.Grains.GetGrain<IShapesGrain>(5).Keep(new Money { Amount = 2.5m, Currency = "SEK" });
            Assert.Equal((2.5m, "SEK"), (kept.Amount, kept.Currency));
        }

        [Fact]
        public async Task HostilePeerValue_FailsThatCall_AndTheSiloKeepsServing()
        {
            IShapesGrain grain = this.Grains.GetGrain<IShapesGrain>(6);
            Assert.Equal("pong", await grain.Ping());
            byte[] deep = Enumerable.Repeat((byte)0x91, 100_000).Append((byte)0xc0).ToArray();
            byte[] declaredTwoGigabytes = { 0xdd, 0x7f, 0xff, 0xff, 0xff };
            foreach (byte[] raw in new[] { deep, declaredTwoGigabytes, new byte[] { 0x93, 0x01 } })
            {
                Exception ex = await Assert.ThrowsAnyAsync<Exception>(() => grain.Describe(new ForgedValue { Raw = raw }));
                Assert.True(Chain(ex).Any(e => e is global::Orleans.Serialization.SerializerException), ex.ToString());
                Assert.Contains(Chain(ex), e => e is MessagePackSerializationException);

                // Failed where the silo read the call, not in the caller's copy of the arguments.
                Assert.Contains(Chain(ex), e => e.Message.Contains("bytes received", StringComparison.Ordinal));
                Assert.Equal("pong", await grain.Ping());
            }

            Assert.Equal("1", await grain.Describe(new ForgedValue { Raw = new byte[] { 0x01 } }));
        }

        internal static IEnumerable<Exception> Chain(Exception ex)
        {
            for (Exception? e = ex; e is not null; e = e.InnerException)
            {
                yield return e;
            }
        }
    }
}
