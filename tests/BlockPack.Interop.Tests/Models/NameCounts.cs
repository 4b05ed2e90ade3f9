using System.Collections.Generic;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A non-generic class deriving from Dictionary&lt;string, int&gt;: a non-generic IDictionary to both libraries.</summary>
    public class NameCounts : Dictionary<string, int>
    {
    }
}
