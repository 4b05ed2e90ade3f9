using System.Collections.Generic;
using BlockPack;

namespace BlockPack.NatsSample
{
    /// <summary>The sample's message: integer keys, so BlockPack writes it as a compact MessagePack array.</summary>
    [MessagePackObject]
    public sealed class Shipment
    {
        /// <summary>Gets or sets the shipment number.</summary>
        [Key(0)]
        public long Id { get; set; }

        /// <summary>Gets or sets the customer's name.</summary>
        [Key(1)]
        public string Customer { get; set; } = "";

        /// <summary>Gets or sets the lines, one text per parcel.</summary>
        [Key(2)]
        public List<string> Lines { get; set; } = new();
    }
}
