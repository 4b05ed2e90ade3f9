using global::Orleans;

namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>A type with both Orleans' and BlockPack's attributes: pins which serializer Orleans picks.</summary>
    [GenerateSerializer]
    [MessagePackObject]
    public sealed class BothAttributesOrder
    {
        [Id(0)] [Key(0)] public int Id { get; set; }

        [Id(1)] [Key(1)] public string Customer { get; set; } = "";
    }
}
