namespace BlockPack.MassTransit.Tests
{
    /// <summary>One line of a <see cref="SubmitOrder"/>.</summary>
    [MessagePackObject]
    public sealed class OrderLine
    {
        [Key(0)]
        public string Sku { get; set; } = "";

        [Key(1)]
        public int Quantity { get; set; }

        [Key(2)]
        public decimal UnitPrice { get; set; }
    }
}
