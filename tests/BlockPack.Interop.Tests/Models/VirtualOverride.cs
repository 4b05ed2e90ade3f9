using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Overrides a keyed virtual property, repeating its key.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class VirtualOverride : VirtualBase
    {
        [M.Key(0)] [B.Key(0)] public override int Value { get; set; }
    }
}
