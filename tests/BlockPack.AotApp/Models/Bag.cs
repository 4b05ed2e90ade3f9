namespace BlockPack.AotApp.Models
{
    /// <summary>An object member: whatever is boxed in it goes through PrimitiveObjectFormatter.</summary>
    [MessagePackObject]
    public sealed class Bag
    {
        [Key(0)]
        public object? Anything { get; set; }
    }
}
