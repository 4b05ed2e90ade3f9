using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.AotApp.Models
{
    /// <summary>A class holding every other model: nested generated types, collections, a dictionary of structs, a union list.</summary>
    [MessagePackObject]
    public sealed class Order : IEquatable<Order>
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public Customer? Customer { get; set; }

        [Key(2)]
        public List<OrderLine> Lines { get; set; } = new();

        [Key(3)]
        public OrderStatus Status { get; set; }

        [Key(4)]
        public DateTime Created { get; set; }

        [Key(5)]
        public Dictionary<string, OrderLine> BySku { get; set; } = new();

        [Key(6)]
        public List<IShape> Shapes { get; set; } = new();

        [Key(7)]
        public OrderLine? Featured { get; set; }

        [Key(8)]
        public string[] Tags { get; set; } = Array.Empty<string>();

        [Key(9)]
        public Money Total { get; set; }

        // An init accessor: the generated formatter sets it through [UnsafeAccessor].
        [Key(10)]
        public string Note { get; init; } = "none";

        public bool Equals(Order? other) =>
            other is not null
            && this.Id == other.Id
            && Equals(this.Customer, other.Customer)
            && this.Lines.SequenceEqual(other.Lines)
            && this.Status == other.Status
            && this.Created == other.Created
            && this.BySku.Count == other.BySku.Count && this.BySku.All(p => other.BySku.TryGetValue(p.Key, out OrderLine line) && line == p.Value)
            && this.Shapes.SequenceEqual(other.Shapes)
            && this.Featured == other.Featured
            && this.Tags.SequenceEqual(other.Tags)
            && this.Total == other.Total
            && this.Note == other.Note;

        public override bool Equals(object? obj) => this.Equals(obj as Order);

        public override int GetHashCode() => this.Id;
    }
}
