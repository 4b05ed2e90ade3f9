using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary><see cref="WithPrivateHelper"/> with the helper keyed: both write and read it.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class WithKeyedPrivateHelper
    {
        [M.Key(1)]
        [B.Key(1)]
        private int cache;

        [M.Key(0)] [B.Key(0)] public int Value { get; set; }

        [M.IgnoreMember]
        [B.IgnoreMember]
        public int Cache => this.cache;

        public int Cached() => this.cache += this.Value;
    }
}
