#if MESSAGEPACK_V3
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>AllowPrivate asked for by the attribute (3.x): the standard resolvers apply the rule too.</summary>
    [M.MessagePackObject(AllowPrivate = true)]
    [B.MessagePackObject(AllowPrivate = true)]
    public class AllowPrivateByAttributeWithHelper
    {
        private int cache;

        [M.Key(0)] [B.Key(0)] public int Value { get; set; }

        public int Cached() => this.cache += this.Value;
    }
}
#endif
