namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Implements <see cref="IShape"/> without being one of its declared union cases.</summary>
    public sealed class UndeclaredShape : IShape
    {
        public double Area => 1;
    }
}
