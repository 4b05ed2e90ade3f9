namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A contractless class with an <see cref="object"/> member, for the typeless tests.</summary>
    public class TypelessHolder
    {
        public object? Obj { get; set; }

        public int Number { get; set; }
    }
}
