using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A private auto-property without a key: the property counts (its backing field does not).</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class WithPrivateAutoProperty
    {
        [M.Key(0)] [B.Key(0)] public int Value { get; set; }

        private int Hidden { get; set; }

        public int Bump() => ++this.Hidden;
    }
}
