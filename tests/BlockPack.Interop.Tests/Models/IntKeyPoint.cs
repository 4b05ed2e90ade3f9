using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A struct with integer keys.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public struct IntKeyPoint
    {
        [M.Key(0)] [B.Key(0)] public int X;

        [M.Key(1)] [B.Key(1)] public int Y;
    }
}
