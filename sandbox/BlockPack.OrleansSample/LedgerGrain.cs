using System.Threading.Tasks;
using Orleans;
using Orleans.Runtime;

namespace BlockPack.OrleansSample
{
    public sealed class LedgerGrain : Grain, ILedgerGrain
    {
        private readonly IPersistentState<Ledger> ledger;

        public LedgerGrain([PersistentState("ledger", "ledgers")] IPersistentState<Ledger> ledger) => this.ledger = ledger;

        public async Task<int> Add(Invoice invoice)
        {
            this.ledger.State.Invoices.Add(invoice);
            await this.ledger.WriteStateAsync();
            return this.ledger.State.Invoices.Count;
        }

        public Task<Invoice?> Find(int number) => Task.FromResult(this.ledger.State.Invoices.Find(i => i.Number == number));
    }
}
