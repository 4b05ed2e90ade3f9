namespace BlockPack.AotApp.Models
{
    /// <summary>A generic [MessagePackObject]: the generator writes a formatter for each closed type the app uses (here Envelope&lt;Customer&gt;).</summary>
    /// <typeparam name="T">The body's type.</typeparam>
    [MessagePackObject]
    public sealed class Envelope<T>
    {
        [Key(0)]
        public T Body { get; set; } = default!;

        [Key(1)]
        public string Note { get; set; } = "";
    }
}
