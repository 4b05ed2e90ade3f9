namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A contractless class for the typeless tests.</summary>
    public class TypelessAddress
    {
        public string? Street { get; set; }
    }
}
