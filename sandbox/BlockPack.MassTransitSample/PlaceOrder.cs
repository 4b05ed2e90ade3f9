using System;
using System.Collections.Generic;
using BlockPack;

namespace BlockPack.MassTransitSample
{
    /// <summary>The sample's message: a class with BlockPack's attributes (System.Text.Json reads it too).</summary>
    [MessagePackObject]
    public sealed class PlaceOrder
    {
        [Key(0)]
        public Guid OrderId { get; set; }

        [Key(1)]
        public string Customer { get; set; } = "";

        [Key(2)]
        public List<string> Skus { get; set; } = new List<string>();
    }
}
