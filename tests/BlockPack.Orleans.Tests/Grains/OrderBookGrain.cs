using System.Threading.Tasks;
using BlockPack.Orleans.Tests.Model;
using global::Orleans;
using global::Orleans.Runtime;

namespace BlockPack.Orleans.Tests.Grains
{
    public sealed class OrderBookGrain : Grain, IOrderBookGrain
    {
        /// <summary>The storage provider name the test silos register (memory or Redis, both with BlockPack).</summary>
        public const string StorageName = "blockpack-store";

        private readonly IPersistentState<OrderBook> book;

        public OrderBookGrain([PersistentState("book", StorageName)] IPersistentState<OrderBook> book) => this.book = book;

        public async Task Add(Order order)
        {
            this.book.State.Orders[order.Id] = order;
            this.book.State.Customers.Add(order.Customer);
            this.book.State.Version++;
            await this.book.WriteStateAsync();
        }

        public Task<OrderBook> Get() => Task.FromResult(this.book.State);

        public Task Deactivate()
        {
            this.DeactivateOnIdle();
            return Task.CompletedTask;
        }
    }
}
