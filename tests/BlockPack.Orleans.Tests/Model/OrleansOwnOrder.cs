using global::Orleans;

namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>A type Orleans' code generator serializes: it stays with Orleans.</summary>
    [GenerateSerializer]
    public sealed class OrleansOwnOrder
    {
        [Id(0)] public int Id { get; set; }

        [Id(1)] public string Customer { get; set; } = "";
    }
}
