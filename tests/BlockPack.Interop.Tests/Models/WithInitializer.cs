using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A member with an initializer, for data written before the member existed.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class WithInitializer
    {
        [M.Key(0)] [B.Key(0)] public int First { get; set; }

        [M.Key(1)] [B.Key(1)] public int Added { get; set; } = 9;
    }
}
