using System.Collections.Generic;

namespace BlockPack.OrleansSample
{
    /// <summary>A [MessagePackObject] type: BlockPack carries it, small or large.</summary>
    [MessagePackObject]
    public sealed class Invoice
    {
        [Key(0)] public int Number { get; set; }

        [Key(1)] public string Customer { get; set; } = "";

        [Key(2)] public List<InvoiceLine> Lines { get; set; } = new();
    }
}
