using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Overrides a keyed virtual property without repeating its key.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class VirtualOverrideWithoutKey : VirtualBase
    {
        public override int Value { get; set; }
    }
}
