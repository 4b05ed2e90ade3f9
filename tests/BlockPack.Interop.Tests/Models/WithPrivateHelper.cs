using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A private field without a key, next to a keyed member: both AllowPrivate resolvers refuse it.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class WithPrivateHelper
    {
        private int cache;

        [M.Key(0)] [B.Key(0)] public int Value { get; set; }

        public int Cached() => this.cache += this.Value;
    }
}
