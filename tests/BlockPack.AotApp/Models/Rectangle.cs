namespace BlockPack.AotApp.Models
{
    /// <summary>A union case with settable properties.</summary>
    [MessagePackObject]
    public sealed record Rectangle : IShape
    {
        [Key(0)]
        public int Width { get; set; }

        [Key(1)]
        public int Height { get; set; }
    }
}
