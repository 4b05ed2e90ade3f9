using System.Collections.Generic;

namespace BlockPack.AotApp.Models
{
    /// <summary>Dictionaries keyed by a primitive and by an enum: which comparer they are read with under NativeAOT.</summary>
    [MessagePackObject]
    public sealed class Tally
    {
        [Key(0)]
        public Dictionary<long, int> ByNumber { get; set; } = new();

        [Key(1)]
        public Dictionary<OrderStatus, int> ByStatus { get; set; } = new();
    }
}
