namespace BlockPack.AotApp.Models
{
    /// <summary>A type without attributes: no generated formatter, so under NativeAOT it must fail with a clear error.</summary>
    public sealed class Unannotated
    {
        public int Value { get; set; }
    }
}
