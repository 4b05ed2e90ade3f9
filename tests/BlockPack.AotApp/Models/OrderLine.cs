namespace BlockPack.AotApp.Models
{
    /// <summary>A struct with integer keys and a constructor.</summary>
    [MessagePackObject]
    public readonly record struct OrderLine([property: Key(0)] string Sku, [property: Key(1)] int Quantity, [property: Key(2)] double Price);
}
