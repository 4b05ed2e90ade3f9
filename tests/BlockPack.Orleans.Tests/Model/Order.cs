using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>A mutable order: the codec's ordinary case, copied by serialize and deserialize.</summary>
    [MessagePackObject]
    public sealed class Order
    {
        [Key(0)] public int Id { get; set; }

        [Key(1)] public string Customer { get; set; } = "";

        [Key(2)] public DateTime Placed { get; set; }

        [Key(3)] public List<OrderLine> Lines { get; set; } = new();

        [Key(4)] public string? Note { get; set; }

        public static Order Create(int id) => new()
        {
            Id = id,
            Customer = "customer-" + (id % 97),
            Placed = new DateTime(2026, 11, 28, 12, 0, 0, DateTimeKind.Utc).AddMinutes(id),
            Lines = Enumerable.Range(0, 3).Select(i => new OrderLine("sku-" + ((id + i) % 50), i + 1, 9.99m + i)).ToList(),
        };

        public override bool Equals(object? obj) => obj is Order other
            && this.Id == other.Id && this.Customer == other.Customer && this.Placed == other.Placed
            && this.Note == other.Note && this.Lines.SequenceEqual(other.Lines);

        public override int GetHashCode() => this.Id;
    }
}
