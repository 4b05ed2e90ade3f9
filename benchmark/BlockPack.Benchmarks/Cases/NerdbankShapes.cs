using System.Reflection;
using BlockPack.Benchmarks.Models;
using BlockPack.Sandbox.Model;
using PolyType;

namespace BlockPack.Benchmarks.Cases
{
    /// <summary>
    /// The PolyType shapes Nerdbank.MessagePack needs for the suite's top-level types (arrays and primitives have no
    /// attribute of their own to carry them).
    /// </summary>
    [GenerateShapeFor<IntKeyRecord[]>]
    [GenerateShapeFor<StringKeyRecord[]>]
    [GenerateShapeFor<Order[]>]
    [GenerateShapeFor<SmallObject>]
    [GenerateShapeFor<int>]
    [GenerateShapeFor<string>]
    internal sealed partial class NerdbankShapes
    {
        /// <summary>Gets the generated shape of <typeparamref name="T"/> (once per case, at setup).</summary>
        /// <typeparam name="T">One of the types listed on this class.</typeparam>
        /// <returns>The shape.</returns>
        internal static ITypeShape<T> For<T>()
        {
            // The shapes are static members of IShapeable<T>: found through the interface map, since a generic method
            // cannot name "the IShapeable<T> this class happens to implement" at compile time.
            InterfaceMapping map = typeof(NerdbankShapes).GetInterfaceMap(typeof(IShapeable<T>));
            return (ITypeShape<T>)map.TargetMethods[0].Invoke(null, null)!;
        }
    }
}
