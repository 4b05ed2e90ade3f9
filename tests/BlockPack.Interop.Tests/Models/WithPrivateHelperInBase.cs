using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Keyed itself, but its base class has a private field without a key: that field counts too.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class WithPrivateHelperInBase : PrivateHelperBase
    {
        [M.Key(0)] [B.Key(0)] public int Value { get; set; }
    }
}
