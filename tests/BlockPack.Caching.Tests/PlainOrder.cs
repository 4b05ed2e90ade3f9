using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Caching.Tests
{
    /// <summary>A cache user's typical DTO: no MessagePack attributes at all.</summary>
    public sealed class PlainOrder : IEquatable<PlainOrder>
    {
        public int Id { get; set; }

        public string Customer { get; set; } = "";

        public decimal Total { get; set; }

        public List<string> Lines { get; set; } = new();

        public static PlainOrder Make(int id) => new()
        {
            Id = id,
            Customer = "plain-customer-" + (id % 89),
            Total = id * 2.5m,
            Lines = new List<string> { "item-" + id, "note" },
        };

        public bool Equals(PlainOrder? other) =>
            other is not null && this.Id == other.Id && this.Customer == other.Customer && this.Total == other.Total && this.Lines.SequenceEqual(other.Lines);

        public override bool Equals(object? obj) => this.Equals(obj as PlainOrder);

        public override int GetHashCode() => HashCode.Combine(this.Id, this.Customer, this.Total);
    }
}
