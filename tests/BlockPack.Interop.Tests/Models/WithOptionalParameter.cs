using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A constructor parameter with a declared default, for data written without that member.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class WithOptionalParameter
    {
        public WithOptionalParameter(int first, int added = 9)
        {
            this.First = first;
            this.Added = added;
        }

        [M.Key(0)] [B.Key(0)] public int First { get; }

        [M.Key(1)] [B.Key(1)] public int Added { get; }
    }
}
