using System;
using System.Threading.Tasks;
using Orleans.Runtime;

namespace BlockPack.OrleansCluster.Grains
{
    /// <summary>The benchmark's order-batch state grains: one subclass per storage serializer, each naming its storage.</summary>
    /// <typeparam name="TBatch">The order batch's type (the spelling of one serializer).</typeparam>
    public abstract class BookGrain<TBatch> : PlacedGrain, IBookGrain<TBatch>
    {
        private readonly IPersistentState<TBatch> state;
        private readonly Func<TBatch, int> count;

        /// <summary>Initializes a new instance of the <see cref="BookGrain{TBatch}"/> class.</summary>
        /// <param name="silo">The silo.</param>
        /// <param name="state">The state, in the subclass's storage.</param>
        /// <param name="count">Counts a batch's orders.</param>
        protected BookGrain(ILocalSiloDetails silo, IPersistentState<TBatch> state, Func<TBatch, int> count)
            : base(silo)
        {
            this.state = state;
            this.count = count;
        }

        /// <inheritdoc/>
        public Task Write(TBatch batch)
        {
            this.state.State = batch;
            return this.state.WriteStateAsync();
        }

        /// <inheritdoc/>
        public Task<int> Count() => Task.FromResult(this.state.RecordExists ? this.count(this.state.State) : -1);
    }
}
