namespace BlockPack.Tests.Compression.Checksums
{
    /// <summary>A typed record for the bit-flip tests: what an application would deserialize.</summary>
    [MessagePackObject]
    public sealed class ChecksumRecord
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public string Name { get; set; } = string.Empty;

        [Key(2)]
        public double Score { get; set; }
    }
}
