namespace BlockPack.AotApp.Models
{
    /// <summary>A union case with a string key.</summary>
    [MessagePackObject]
    public sealed record Circle([property: Key("r")] double Radius) : IShape;
}
