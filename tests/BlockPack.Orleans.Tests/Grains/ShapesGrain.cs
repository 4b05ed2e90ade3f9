using System.Collections.Generic;
using System.Threading.Tasks;
using BlockPack.Orleans.Tests.Model;
using global::Orleans;

namespace BlockPack.Orleans.Tests.Grains
{
    public sealed class ShapesGrain : Grain, IShapesGrain
    {
        private Money? kept;

        public Task<Order> EchoOrder(Order order) => Task.FromResult(order);

        public Task<IShape> EchoShape(IShape shape) => Task.FromResult(shape);

        public Task<Envelope<Order>> EchoEnvelope(Envelope<Order> envelope) => Task.FromResult(envelope);

        public Task<Envelope<int>> EchoIntEnvelope(Envelope<int> envelope) => Task.FromResult(envelope);

        public Task<List<Order>> EchoOrders(List<Order> orders) => Task.FromResult(orders);

        public Task<Dictionary<string, Order>> EchoOrdersByKey(Dictionary<string, Order> orders) => Task.FromResult(orders);

        public Task<Report> EchoReport(Report report) => Task.FromResult(report);

        public Task<int> ReportLength(Report report) => Task.FromResult(report.Body.Length);

        public Task<OrleansOwnOrder> EchoOrleansOwn(OrleansOwnOrder order) => Task.FromResult(order);

        public Task<string> Describe(ForgedValue value) => Task.FromResult(value.Decoded?.ToString() ?? "nil");

        public Task<Order> RelayThroughAnotherGrain(Order order, long otherKey)
            => this.GrainFactory.GetGrain<IShapesGrain>(otherKey).EchoOrder(order);

        public Task<Money> Keep(Money money)
        {
            this.kept = money;
            return Task.FromResult(this.kept);
        }

        public Task<string> Ping() => Task.FromResult("pong");
    }
}
