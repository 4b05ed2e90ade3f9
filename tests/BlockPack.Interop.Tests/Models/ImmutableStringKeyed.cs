using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Built through the marked constructor: string keys matched by name.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class ImmutableStringKeyed
    {
        public ImmutableStringKeyed()
            : this("unset", 0)
        {
        }

        [M.SerializationConstructor]
        [B.SerializationConstructor]
        public ImmutableStringKeyed(string code, long amount)
        {
            this.Code = code;
            this.Amount = amount;
        }

        [M.Key("code")] [B.Key("code")] public string Code { get; }

        [M.Key("amount")] [B.Key("amount")] public long Amount { get; }
    }
}
