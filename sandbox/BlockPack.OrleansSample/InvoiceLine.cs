namespace BlockPack.OrleansSample
{
    [MessagePackObject]
    public sealed record InvoiceLine([property: Key(0)] string Product, [property: Key(1)] int Quantity, [property: Key(2)] decimal Price);
}
