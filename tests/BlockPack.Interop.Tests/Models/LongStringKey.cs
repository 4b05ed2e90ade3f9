using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A string key of 39 bytes: str8 in the current spec, but the old spec has no str8.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class LongStringKey
    {
        [M.Key("forty_bytes_of_key_forty_bytes_of_key_4")]
        [B.Key("forty_bytes_of_key_forty_bytes_of_key_4")]
        public int Value { get; set; }
    }
}
