namespace BlockPack.AotApp.Models
{
    /// <summary>A record with keys taken from the property names.</summary>
    [MessagePackObject(keyAsPropertyName: true)]
    public sealed record Customer(string Name, int Age);
}
