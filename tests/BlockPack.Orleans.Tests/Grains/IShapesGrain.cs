using System.Collections.Generic;
using System.Threading.Tasks;
using BlockPack.Orleans.Tests.Model;
using global::Orleans;

namespace BlockPack.Orleans.Tests.Grains
{
    /// <summary>Echoes every shape BlockPack supports, so that each crosses the wire both ways.</summary>
    public interface IShapesGrain : IGrainWithIntegerKey
    {
        Task<Order> EchoOrder(Order order);

        Task<IShape> EchoShape(IShape shape);

        Task<Envelope<Order>> EchoEnvelope(Envelope<Order> envelope);

        Task<Envelope<int>> EchoIntEnvelope(Envelope<int> envelope);

        Task<List<Order>> EchoOrders(List<Order> orders);

        Task<Dictionary<string, Order>> EchoOrdersByKey(Dictionary<string, Order> orders);

        Task<Report> EchoReport(Report report);

        Task<int> ReportLength(Report report);

        Task<OrleansOwnOrder> EchoOrleansOwn(OrleansOwnOrder order);

        Task<string> Describe(ForgedValue value);

        Task<Order> RelayThroughAnotherGrain(Order order, long otherKey);

        Task<Money> Keep(Money money);

        Task<string> Ping();
    }
}
