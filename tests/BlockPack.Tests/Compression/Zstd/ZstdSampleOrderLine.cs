namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>One line of a <see cref="ZstdSampleOrder"/>.</summary>
    [MessagePackObject]
    public sealed class ZstdSampleOrderLine
    {
        [Key(0)]
        public string Sku { get; set; } = string.Empty;

        [Key(1)]
        public int Quantity { get; set; }

        [Key(2)]
        public double UnitPrice { get; set; }
    }
}
