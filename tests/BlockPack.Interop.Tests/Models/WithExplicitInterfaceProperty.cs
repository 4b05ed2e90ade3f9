using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>An explicit interface implementation is a private property: under AllowPrivate it needs a key too.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class WithExplicitInterfaceProperty : IHasSecret
    {
        [M.Key(0)] [B.Key(0)] public int Value { get; set; }

        int IHasSecret.Secret => this.Value;
    }
}
