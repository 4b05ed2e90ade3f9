using System.Threading.Tasks;
using BlockPack.Orleans.Tests.Model;
using global::Orleans;

namespace BlockPack.Orleans.Tests.Grains
{
    /// <summary>A grain whose state is stored through BlockPackGrainStorageSerializer.</summary>
    public interface IOrderBookGrain : IGrainWithStringKey
    {
        Task Add(Order order);

        Task<OrderBook> Get();

        Task Deactivate();
    }
}
