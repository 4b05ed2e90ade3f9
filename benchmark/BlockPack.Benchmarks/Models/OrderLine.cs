using MemoryPack;
using PolyType;
using B = BlockPack;
using M = MessagePack;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>
    /// One product line of an <see cref="Order"/>, written as a map keyed by property name (as in the demo), which
    /// Nerdbank.MessagePack also writes by default.
    /// </summary>
    [B.MessagePackObject(keyAsPropertyName: true)]
    [M.MessagePackObject(keyAsPropertyName: true)]
    [MemoryPackable]
    [GenerateShape]
    public sealed partial class OrderLine
    {
        /// <summary>Gets or sets the stock-keeping unit.</summary>
        public string? Sku { get; set; }

        /// <summary>Gets or sets the product's name.</summary>
        public string? Product { get; set; }

        /// <summary>Gets or sets how many.</summary>
        public int Quantity { get; set; }

        /// <summary>Gets or sets the price of one.</summary>
        public double UnitPrice { get; set; }
    }
}
