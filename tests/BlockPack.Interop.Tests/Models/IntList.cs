using System.Collections.Generic;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A non-generic class deriving from List&lt;int&gt;: a non-generic IList to both libraries.</summary>
    public class IntList : List<int>
    {
    }
}
