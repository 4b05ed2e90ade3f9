using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary><see cref="WithPrivateHelper"/> with the helper marked [IgnoreMember]: accepted by both.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class WithIgnoredPrivateHelper
    {
        [M.IgnoreMember]
        [B.IgnoreMember]
        private int cache;

        [M.Key(0)] [B.Key(0)] public int Value { get; set; }

        public int Cached() => this.cache += this.Value;
    }
}
