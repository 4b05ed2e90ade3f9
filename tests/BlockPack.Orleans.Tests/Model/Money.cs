using global::Orleans;

namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>An [Immutable] type: Orleans' rule says copies may share it, and the codec's copier does.</summary>
    [Immutable]
    [MessagePackObject]
    public sealed class Money
    {
        [Key(0)] public decimal Amount { get; set; }

        [Key(1)] public string Currency { get; set; } = "EUR";
    }
}
