using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Built through its constructor: integer keys matched by position.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class ImmutableIntKeyed
    {
        public ImmutableIntKeyed(int id, string label)
        {
            this.Id = id;
            this.Label = label;
        }

        [M.Key(0)] [B.Key(0)] public int Id { get; }

        [M.Key(1)] [B.Key(1)] public string Label { get; }
    }
}
