namespace BlockPack.AotApp.Models
{
    /// <summary>A union: [key, value] with the case found by runtime type.</summary>
    [Union(0, typeof(Circle))]
    [Union(1, typeof(Rectangle))]
    public interface IShape
    {
    }
}
