using System;
using System.Collections.Generic;
using BlockPack;

namespace BlockPack.Sandbox.Model
{
    /// <summary>A shop order, the demo's realistic record: an int-key object with strings, a timestamp and nested lines.</summary>
    [MessagePackObject]
    public sealed class Order
    {
        [Key(0)]
        public long Id { get; set; }

        [Key(1)]
        public string Customer { get; set; } = string.Empty;

        [Key(2)]
        public string Email { get; set; } = string.Empty;

        [Key(3)]
        public DateTime PlacedAt { get; set; }

        [Key(4)]
        public OrderStatus Status { get; set; }

        [Key(5)]
        public string ShippingAddress { get; set; } = string.Empty;

        [Key(6)]
        public decimal Total { get; set; }

        [Key(7)]
        public List<OrderLine> Lines { get; set; } = new List<OrderLine>();

        [Key(8)]
        public string? Note { get; set; }
    }
}
