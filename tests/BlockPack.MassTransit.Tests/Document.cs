namespace BlockPack.MassTransit.Tests
{
    /// <summary>One document of a <see cref="DocumentSet"/>.</summary>
    [MessagePackObject]
    public sealed class Document
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public string Text { get; set; } = "";
    }
}
