using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A private get-only computed property without a key: readable under AllowPrivate, so it counts.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class WithPrivateComputedProperty
    {
        [M.Key(0)] [B.Key(0)] public int Value { get; set; }

        private int Twice => this.Value * 2;

        public int Report() => this.Twice;
    }
}
