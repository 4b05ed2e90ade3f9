namespace BlockPack.WebLoad
{
    /// <summary>One line of an <see cref="Order"/>.</summary>
    [MessagePackObject]
    public sealed class OrderLine
    {
        [Key(0)]
        public string Sku { get; set; } = "";

        [Key(1)]
        public int Quantity { get; set; }

        [Key(2)]
        public double UnitPrice { get; set; }
    }
}
