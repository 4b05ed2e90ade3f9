namespace BlockPack.Orleans.Tests.Model
{
    [MessagePackObject]
    public sealed record OrderLine([property: Key(0)] string Sku, [property: Key(1)] int Quantity, [property: Key(2)] decimal Price);
}
