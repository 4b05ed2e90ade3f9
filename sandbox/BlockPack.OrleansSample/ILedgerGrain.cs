using System.Threading.Tasks;
using Orleans;

namespace BlockPack.OrleansSample
{
    public interface ILedgerGrain : IGrainWithStringKey
    {
        Task<int> Add(Invoice invoice);

        Task<Invoice?> Find(int number);
    }
}
