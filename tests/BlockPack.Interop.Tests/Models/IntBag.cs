namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A non-generic class implementing ICollection&lt;int&gt; (not IList): read by Add.</summary>
    public class IntBag : AddOnlyCollection<int>
    {
    }
}
