using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A union case with a string key.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class Square : IShape
    {
        [M.Key("side")] [B.Key("side")] public double Side { get; set; }

        [M.IgnoreMember] [B.IgnoreMember] public double Area => this.Side * this.Side;
    }
}
