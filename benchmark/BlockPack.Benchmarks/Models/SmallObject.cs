using BlockPack;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>The three-member object of the small-message cases.</summary>
    [MessagePackObject]
    public sealed class SmallObject
    {
        [Key(0)] public int Id { get; set; }

        [Key(1)] public string? Code { get; set; }

        [Key(2)] public bool Flag { get; set; }
    }
}
