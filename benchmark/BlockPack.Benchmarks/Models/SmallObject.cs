using MemoryPack;
using PolyType;
using B = BlockPack;
using M = MessagePack;
using N = Nerdbank.MessagePack;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>The three-member object of the small-message cases.</summary>
    [B.MessagePackObject]
    [M.MessagePackObject]
    [MemoryPackable]
    [GenerateShape]
    public sealed partial class SmallObject
    {
        [B.Key(0), M.Key(0), N.Key(0)] public int Id { get; set; }

        [B.Key(1), M.Key(1), N.Key(1)] public string? Code { get; set; }

        [B.Key(2), M.Key(2), N.Key(2)] public bool Flag { get; set; }
    }
}
