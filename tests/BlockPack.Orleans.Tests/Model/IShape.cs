namespace BlockPack.Orleans.Tests.Model
{
    [Union(0, typeof(Circle))]
    [Union(1, typeof(Square))]
    public interface IShape
    {
        double Area { get; }
    }
}
