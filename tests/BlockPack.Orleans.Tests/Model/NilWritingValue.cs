namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>A type whose formatter writes nil for every value: its deep copy cannot succeed and must say so.</summary>
    [MessagePackFormatter(typeof(NilWritingFormatter))]
    public sealed class NilWritingValue
    {
        public int Id { get; set; }
    }
}
