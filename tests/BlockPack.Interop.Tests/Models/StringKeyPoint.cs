using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A struct with string keys.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public struct StringKeyPoint
    {
        [M.Key("x")] [B.Key("x")] public double X { get; set; }

        [M.Key("y")] [B.Key("y")] public double Y { get; set; }
    }
}
