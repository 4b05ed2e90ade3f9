namespace BlockPack.AotApp.Models
{
    /// <summary>A struct serialized only through generic helpers (<see cref="GenericHelperChecks"/>): no closed call names it.</summary>
    [MessagePackObject]
    public readonly record struct Point([property: Key(0)] int X, [property: Key(1)] int Y);
}
