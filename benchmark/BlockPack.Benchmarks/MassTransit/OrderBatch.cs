using System.Collections.Generic;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.MassTransit
{
    /// <summary>The measured message: a batch of the demo's orders (sized to about 1 KB or 100 KB of MessagePack).</summary>
    [MessagePackObject]
    public sealed class OrderBatch
    {
        /// <summary>Gets or sets the orders.</summary>
        [Key(0)]
        public List<Order> Orders { get; set; } = new List<Order>();
    }
}
