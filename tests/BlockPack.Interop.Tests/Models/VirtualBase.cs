using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A keyed virtual property, overridden by <see cref="VirtualOverride"/>.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class VirtualBase
    {
        [M.Key(0)] [B.Key(0)] public virtual int Value { get; set; }
    }
}
