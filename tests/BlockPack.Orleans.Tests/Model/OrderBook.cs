using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>Grain state: orders by id, plus collections the codec writes inside one BlockPack value.</summary>
    [MessagePackObject]
    public sealed class OrderBook
    {
        [Key(0)] public Dictionary<int, Order> Orders { get; set; } = new();

        [Key(1)] public HashSet<string> Customers { get; set; } = new();

        [Key(2)] public long Version { get; set; }

        public override bool Equals(object? obj) => obj is OrderBook other && this.Version == other.Version
            && this.Customers.SetEquals(other.Customers)
            && this.Orders.Count == other.Orders.Count
            && this.Orders.All(pair => other.Orders.TryGetValue(pair.Key, out Order? order) && order.Equals(pair.Value));

        public override int GetHashCode() => (int)this.Version;
    }
}
