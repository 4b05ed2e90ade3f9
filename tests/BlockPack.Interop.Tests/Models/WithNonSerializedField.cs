using System;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A contractless class with a [NonSerialized] field.</summary>
    public class WithNonSerializedField
    {
        public int Keep { get; set; }

        [NonSerialized]
        public int Skip;
    }
}
