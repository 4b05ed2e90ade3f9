using System;
using BlockPack;

namespace BlockPack.MassTransitSample
{
    /// <summary>The response to <see cref="PlaceOrder"/>.</summary>
    [MessagePackObject]
    public sealed class OrderPlaced
    {
        [Key(0)]
        public Guid OrderId { get; set; }

        [Key(1)]
        public int Items { get; set; }
    }
}
