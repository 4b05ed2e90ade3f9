using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>The string-key form of <see cref="WithPrivateHelper"/>.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class StringKeyedWithPrivateHelper
    {
        private int cache;

        [M.Key("value")] [B.Key("value")] public int Value { get; set; }

        public int Cached() => this.cache += this.Value;
    }
}
