using BlockPack;

namespace BlockPack.Sandbox.Model
{
    /// <summary>One product line of an <see cref="Order"/>, written as a map keyed by name.</summary>
    [MessagePackObject(keyAsPropertyName: true)]
    public sealed class OrderLine
    {
        public string Sku { get; set; } = string.Empty;

        public string Product { get; set; } = string.Empty;

        public int Quantity { get; set; }

        public double UnitPrice { get; set; }
    }
}
