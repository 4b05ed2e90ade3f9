using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A union: <c>[key, value]</c> on the wire.</summary>
    [M.Union(0, typeof(Circle))]
    [M.Union(7, typeof(Square))]
    [B.Union(0, typeof(Circle))]
    [B.Union(7, typeof(Square))]
    public interface IShape
    {
        double Area { get; }
    }
}
