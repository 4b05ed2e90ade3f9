using System.Collections.Generic;

namespace BlockPack.OrleansSample
{
    /// <summary>Grain state, stored by BlockPackGrainStorageSerializer.</summary>
    [MessagePackObject]
    public sealed class Ledger
    {
        [Key(0)] public List<Invoice> Invoices { get; set; } = new();
    }
}
